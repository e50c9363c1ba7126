import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProblem, notify } from '@conexoes/shared';
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
  /** The exact number once counted (kept by the list: its pager reaches the last page), else null. */
  exact: number | null;
  onCounted: (total: number) => void;
};

/**
 * A list's total beside its pager. A broad search over a large register counts only up to a bound
 * (the page is what is read every time); "Count all" asks the exact number once, on demand. The list
 * keeps that number (`useListTable`'s `counted`); key this by its search, so a new search starts afresh.
 */
export function CappedTotal({ total, capped, words, countAll, exact, onCounted }: CappedTotalProps) {
  const { t } = useTranslation('common');
  const [counting, setCounting] = useState(false);
  // The number takes the button's place. Focus follows it only when it was on the button (or lost with
  // it): a person who tabbed on while counting stays where they are. The live region says the number.
  const said = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [follow, setFollow] = useState(false);
  useEffect(() => {
    if (exact !== null && follow) said.current?.focus();
  }, [exact, follow]);
  const count = async () => {
    setCounting(true);
    try {
      const total = await countAll();
      const focus = document.activeElement;
      setFollow(focus === button.current || focus === document.body || focus === null);
      onCounted(total);
    } catch (error) {
      notify.error(problemText(isProblem(error) ? error : null, t));
    } finally {
      setCounting(false);
    }
  };
  return (
    <Space size={4} wrap={false}>
      <span ref={said} tabIndex={follow ? -1 : undefined} aria-live="polite">
        {exact !== null ? words(exact, false) : words(total, capped)}
      </span>
      {capped && exact === null ? (
        <Button ref={button} type="link" size="small" loading={counting} onClick={() => void count()}>
          {t('countAll')}
        </Button>
      ) : null}
    </Space>
  );
}
