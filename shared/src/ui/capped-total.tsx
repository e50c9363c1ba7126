import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProblem } from '../api/problem';
import { notify } from '../toast';
import { problemText } from './form/server-errors';

export type CappedTotalProps = {
  /** The page's total: exact, or the bound the server's count stopped at. */
  total: number;
  /** The count stopped at `total` ("1,000+"). */
  capped: boolean;
  /** The list's words for a number of its records; `atLeast` for the bound ("1,000+ interactions"). */
  words: (count: number, atLeast: boolean) => ReactNode;
  /** Counts every match of the same search (the server's exact count). */
  countAll: () => Promise<number>;
};

/**
 * A list's total beside its pager. A broad search over a large register counts only up to a bound
 * (the page is what is read every time); "Count all" asks the exact number once, on demand. Key it by
 * the search, so a new search shows its own bound again.
 */
export function CappedTotal({ total, capped, words, countAll }: CappedTotalProps) {
  const { t } = useTranslation('common');
  const [exact, setExact] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  // The number takes the button's place: focus moves to it (the button is gone), and a live region
  // that was there before the change says it to a screen reader.
  const said = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (exact !== null) said.current?.focus();
  }, [exact]);
  const count = async () => {
    setCounting(true);
    try {
      setExact(await countAll());
    } catch (error) {
      notify.error(problemText(isProblem(error) ? error : null, t));
    } finally {
      setCounting(false);
    }
  };
  return (
    <Space size={4} wrap={false}>
      <span ref={said} tabIndex={exact === null ? undefined : -1} aria-live="polite">
        {exact !== null ? words(exact, false) : words(total, capped)}
      </span>
      {capped && exact === null ? (
        <Button type="link" size="small" loading={counting} onClick={() => void count()}>
          {t('countAll')}
        </Button>
      ) : null}
    </Space>
  );
}
