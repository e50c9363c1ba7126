import { act, renderHook } from '@testing-library/react';
import { useSearchText } from '../use-search-text';

describe('useSearchText', () => {
  it('keeps what is being typed while the URL stays, and shows the URL’s words again when they change (Back, a link, a reset)', () => {
    const { result, rerender } = renderHook(({ q }: { q: string | undefined }) => useSearchText(q), {
      initialProps: { q: 'água' as string | undefined },
    });
    expect(result.current[0]).toBe('água');

    act(() => result.current[1]('água pot'));
    rerender({ q: 'água' });
    expect(result.current[0]).toBe('água pot');

    // Back to the list without a search: the box is emptied, not left with words the list ignores.
    rerender({ q: undefined });
    expect(result.current[0]).toBe('');

    rerender({ q: 'reunião' });
    expect(result.current[0]).toBe('reunião');
  });
});
