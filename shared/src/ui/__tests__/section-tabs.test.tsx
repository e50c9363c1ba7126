import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@conexoes/shared';
import { chooseOption } from '../../testing/select';
import { SectionTabs } from '../section-tabs';

const items = [
  { key: 'category', label: 'Categories', children: <p>The category list</p> },
  { key: 'scope', label: 'Scopes', children: <p>The scope list</p> },
  { key: 'addition', label: 'Additional fields', children: <p>The additional fields</p> },
];

/** A screen `width` px wide, as antd's breakpoints read it (matchMedia). */
const atWidth = (width: number) => {
  const before = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = before;
  };
};

beforeAll(async () => {
  await initI18n();
});

describe('SectionTabs', () => {
  it('shows the sections as tabs on a wide screen', () => {
    const restore = atWidth(1366);
    try {
      render(<SectionTabs items={items} />);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Categories',
        'Scopes',
        'Additional fields',
      ]);
      expect(screen.getByText('The category list')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('on a phone, has no tab list (its overflow button is unusable there) but a labelled select of the sections', async () => {
    const restore = atWidth(360);
    try {
      render(<SectionTabs items={items} />);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Section' })).toBeInTheDocument();
      expect(screen.getByText('The category list')).toBeInTheDocument();
      await act(async () => chooseOption('Section', '', 'Additional fields'));
      expect(await screen.findByText('The additional fields')).toBeInTheDocument();
      expect(screen.queryByText('The category list')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('on a wide screen, chooses the select when the labels are wider than the box they are drawn in', () => {
    const restore = atWidth(1366);
    const { ResizeObserver: before } = window;
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext');
    // A box of 700 px, and labels `perLetter` px a letter in the tabs' font, as the browser measures them.
    let perLetter = 40;
    getContext.mockImplementation(
      () =>
        ({
          font: '',
          measureText: (text: string) => ({ width: text.length * perLetter }),
        }) as unknown as CanvasRenderingContext2D,
    );
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report(
          [{ contentRect: { width: 700 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      // 33 letters: 1,320 px of labels in a 700 px box.
      const wide = render(<SectionTabs items={items} />);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Section' })).toBeInTheDocument();
      wide.unmount();
      perLetter = 10;
      render(<SectionTabs items={items} />);
      expect(screen.getAllByRole('tab')).toHaveLength(3);
      // The labels are written once, in the tabs.
      expect(screen.getAllByText('Scopes')).toHaveLength(1);
    } finally {
      window.ResizeObserver = before;
      getContext.mockRestore();
      restore();
    }
  });
});
