import { act, render, screen } from '@testing-library/react';
import { useTableFits } from '../table-fits';

/** A ResizeObserver that reports the widths the test gives it (jsdom lays nothing out). */
class BoxWidths {
  static observers: BoxWidths[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    BoxWidths.observers.push(this);
  }
  observe() {}
  disconnect() {
    BoxWidths.observers = BoxWidths.observers.filter((o) => o !== this);
  }
  unobserve() {}
  report(width: number) {
    this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

function List() {
  const { ref, fits } = useTableFits(1040);
  return <div ref={ref}>{fits ? 'table' : 'cards'}</div>;
}

describe('a list’s table or cards', () => {
  const before = window.innerWidth;
  afterEach(() => {
    window.innerWidth = before;
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    BoxWidths.observers = [];
  });

  it('is cards when the box beside the menu is narrower than the table, whatever the screen', () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = BoxWidths;
    window.innerWidth = 1280;
    const { unmount } = render(<List />);
    expect(screen.getByText('table')).toBeInTheDocument();
    act(() => BoxWidths.observers[0]?.report(932));
    expect(screen.getByText('cards')).toBeInTheDocument();
    act(() => BoxWidths.observers[0]?.report(1106));
    expect(screen.getByText('table')).toBeInTheDocument();
    unmount();
    expect(BoxWidths.observers).toHaveLength(0);
  });

  it('is a table from its first render on a wide screen, not cards for a frame', () => {
    window.innerWidth = 1280;
    const drawn: string[] = [];
    function Recorded() {
      const { fits } = useTableFits(1040);
      drawn.push(fits ? 'table' : 'cards');
      return null;
    }
    render(<Recorded />);
    expect(drawn).not.toContain('cards');
  });

  it('follows the screen where the box is not measured: cards on a phone', () => {
    window.innerWidth = 360;
    render(<List />);
    expect(screen.getByText('cards')).toBeInTheDocument();
  });
});
