import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { TOAST_DURATIONS } from '@conexoes/shared';
import { AppToaster } from '../app-toaster';
import { TOASTER_PROPS, toastsOverLimit } from '../toaster-config';

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <span data-testid="visible">{toasts.filter((t) => t.visible).length}</span>;
}

afterEach(() => {
  act(() => toast.remove());
});

describe('toaster configuration (SPEC §9)', () => {
  // The toast's own wrapper says where react-hot-toast placed it: its edge and its alignment.
  const placement = (text: string) => {
    let node: HTMLElement | null = screen.getByText(text);
    while (node && !node.style.justifyContent) node = node.parentElement;
    return { top: node?.style.top, bottom: node?.style.bottom, justify: node?.style.justifyContent };
  };
  const atWidth = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  };
  afterEach(() => atWidth(1024));

  it('sits bottom-right on a computer, and at the top of a phone, clear of the buttons at its foot', () => {
    atWidth(1366);
    const { unmount } = render(<AppToaster />);
    act(() => void toast('Saved on a computer'));
    expect(placement('Saved on a computer')).toEqual({ top: '', bottom: '0px', justify: 'flex-end' });
    unmount();
    act(() => toast.remove());
    atWidth(360);
    render(<AppToaster />);
    act(() => void toast('Saved on a phone'));
    expect(placement('Saved on a phone')).toEqual({ top: '0px', bottom: '', justify: 'center' });
  });

  it('uses 4000 ms for blank, error and custom, 2000 ms for success, and keeps loading until dismissed', () => {
    const options = TOASTER_PROPS.toastOptions;
    expect(options?.blank?.duration).toBe(4000);
    expect(options?.error?.duration).toBe(4000);
    expect(options?.custom?.duration).toBe(4000);
    expect(options?.success?.duration).toBe(2000);
    expect(options?.loading?.duration).toBe(Infinity);
    expect(options?.success?.duration).toBe(TOAST_DURATIONS.success);
  });

  it('picks the oldest visible toasts beyond the limit (react-hot-toast lists newest first)', () => {
    const toasts = Array.from({ length: 23 }, (_, i) => ({ id: `t${22 - i}`, visible: true }));
    expect(toastsOverLimit(toasts, 20)).toEqual(['t2', 't1', 't0']);
    expect(toastsOverLimit([{ id: 'a', visible: false }], 0)).toEqual([]);
  });

  it('never shows more than 20 toasts at a time', () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 0; i < 25; i += 1) toast(`message ${i}`);
    });
    expect(screen.getByTestId('visible')).toHaveTextContent('20');
    expect(screen.getByText('message 24')).toBeInTheDocument();
  });
});
