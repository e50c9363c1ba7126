import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { Problem } from '../contract/common';
import { useLanguage } from '../i18n/use-language';
import { isProblem, toProblem } from './problem';

/** Whatever was thrown, as the problem the screens show (never null: a failure is always said). */
const asProblem = async (error: unknown): Promise<Problem> => (isProblem(error) ? error : toProblem(error));

const isAbort = (error: unknown, signal: AbortSignal): boolean =>
  signal.aborted || (error instanceof Error && error.name === 'CanceledError');

export type ApiQuery<T> = {
  data: T | undefined;
  problem: Problem | null;
  loading: boolean;
  /** Asks again with the same inputs (after a save elsewhere on the screen). */
  reload: () => void;
  /** Replaces the data without asking (an edit the server answered with the new record). */
  setData: (data: T | undefined) => void;
};

export type ApiQueryOptions = {
  /** false: wait (e.g. until an id is known). */
  enabled?: boolean;
  /**
   * The answer carries words in the caller's language (Accept-Language: option labels, histories,
   * dashboards): ask again when the language changes, the old answer shown until the new arrives.
   * Not for a read that fills a form, which would put back what the person was typing.
   */
  followLanguage?: boolean;
};

/**
 * One read of the API for a screen: loading, the problem, and the race guard. Only the answer to the
 * latest inputs is kept: a slower earlier answer is dropped and its request aborted, so typing in a
 * filter never shows an older page.
 */
export function useApiQuery<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { enabled = true, followLanguage = false }: ApiQueryOptions = {},
): ApiQuery<T> {
  const language = useLanguage();
  const wording = followLanguage ? language : null;
  const [data, setData] = useState<T | undefined>(undefined);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [round, setRound] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setProblem(null);
    fetcherRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      async (error: unknown) => {
        if (isAbort(error, controller.signal)) return;
        const failure = await asProblem(error);
        if (controller.signal.aborted) return;
        setProblem(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
    // The caller's deps stand for what the fetcher reads (like useEffect's).
  }, [enabled, round, wording, ...deps]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, problem, loading, reload, setData };
}

export type MutationResult<R> = { ok: true; data: R } | { ok: false; problem: Problem };

export type ApiMutation<A extends unknown[], R> = {
  /** Runs the call; resolves to its outcome, never rejects. */
  run: (...args: A) => Promise<MutationResult<R>>;
  pending: boolean;
  problem: Problem | null;
  /** Clears the problem (the user edited the form, closed the dialog). */
  reset: () => void;
};

/** One write to the API: pending state and the problem, without a try/catch at each call site. */
export function useApiMutation<A extends unknown[], R>(call: (...args: A) => Promise<R>): ApiMutation<A, R> {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const callRef = useRef(call);
  callRef.current = call;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<MutationResult<R>> => {
    setPending(true);
    setProblem(null);
    try {
      const data = await callRef.current(...args);
      return { ok: true, data };
    } catch (error) {
      const failure = await asProblem(error);
      if (mounted.current) setProblem(failure);
      return { ok: false, problem: failure };
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);
  const reset = useCallback(() => setProblem(null), []);
  return { run, pending, problem, reset };
}
