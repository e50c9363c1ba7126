import { act, renderHook, waitFor } from '@testing-library/react';
import { changeLanguage, i18n, initI18n } from '../../i18n/i18n';
import { useApiMutation, useApiQuery } from '../use-api';

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('useApiQuery', () => {
  it('keeps only the answer to the latest inputs (a slower earlier answer is dropped)', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(({ q }) => useApiQuery(() => answers[q], [q]), {
      initialProps: { q: 'a' },
    });
    expect(result.current.loading).toBe(true);
    rerender({ q: 'b' });
    await act(async () => second.resolve('page for b'));
    await act(async () => first.resolve('page for a'));
    expect(result.current.data).toBe('page for b');
    expect(result.current.loading).toBe(false);
  });

  it('says the problem of a failed read', async () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Stakeholder not found' };
    const { result } = renderHook(() => useApiQuery(() => Promise.reject(problem), []));
    await waitFor(() => expect(result.current.problem).toEqual(problem));
    expect(result.current.loading).toBe(false);
  });
});

describe('useApiQuery after a change of language', () => {
  beforeAll(() => initI18n({ lng: 'en' }));
  afterEach(() => changeLanguage('en'));

  it('asks again when it follows the language, the old answer shown until the new arrives', async () => {
    const pt = deferred<string>();
    const answers: Record<string, Promise<string>> = { en: Promise.resolve('Meeting'), 'pt-BR': pt.promise };
    const { result } = renderHook(() =>
      useApiQuery(() => answers[i18n.language], [], { followLanguage: true }),
    );
    await waitFor(() => expect(result.current.data).toBe('Meeting'));
    await act(() => changeLanguage('pt-BR'));
    expect(result.current.data).toBe('Meeting');
    await act(async () => pt.resolve('Reunião'));
    expect(result.current.data).toBe('Reunião');
  });

  it('does not ask again otherwise (a read that fills a form keeps what the person typed)', async () => {
    const fetcher = jest.fn(() => Promise.resolve('stored record'));
    const { result } = renderHook(() => useApiQuery(fetcher, []));
    await waitFor(() => expect(result.current.data).toBe('stored record'));
    await act(() => changeLanguage('pt-BR'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('useApiMutation', () => {
  it('resolves to the outcome and keeps the problem, without rejecting', async () => {
    const problem = { type: 'about:blank', title: 'Conflict', status: 409, detail: 'duplicate' };
    const { result } = renderHook(() =>
      useApiMutation((ok: boolean) => (ok ? Promise.resolve(1) : Promise.reject(problem))),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(false);
    });
    expect(outcome).toEqual({ ok: false, problem });
    expect(result.current.problem).toEqual(problem);
    await act(async () => {
      outcome = await result.current.run(true);
    });
    expect(outcome).toEqual({ ok: true, data: 1 });
    expect(result.current.problem).toBeNull();
  });
});
