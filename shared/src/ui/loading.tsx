import { Spin, type SpinProps } from 'antd';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A part of the page still being read: antd's spinner inside a status region named "Loading…" in the
 * reader's language. The name on the spinner's own `div` (no role) was not allowed there (axe:
 * aria-prohibited-attr, serious) and not read by screen readers; antd's types take no role for it.
 */
export function Loading({ size }: { size?: SpinProps['size'] }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')}>
      <Spin size={size} />
    </div>
  );
}

/** Says it was drawn: mounted only once the part around it has its code (a lazy part draws nothing before). */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/** Draws `mark` inside an antd part: `(mark) => <Card>{mark}</Card>`. */
export type LazyPartProbe = (mark: ReactNode) => ReactNode;

/**
 * Whether the antd parts a content is drawn with have their code, and `warmUp`, to render (unseen)
 * while the content's data is read. A lazy antd part (decision 0010) draws nothing until its code is
 * fetched: a record's summary came about 150 ms after its spinner had gone — a blank frame, then a
 * jump. A page keeps its Loading until the data and `drawn`; the parts' code is fetched alongside the
 * data. Only parts that draw nothing meanwhile count (Card, Descriptions, Tag; Row, Col, Flex and
 * Typography draw their children).
 */
export function useLazyPartsDrawn(parts: ReadonlyArray<LazyPartProbe>): {
  drawn: boolean;
  warmUp: ReactNode;
} {
  // By index: a part drawn twice (StrictMode's second effect) counts once.
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set());
  const [marks] = useState(() =>
    parts.map(
      (_, index) => () => setDone((current) => (current.has(index) ? current : new Set(current).add(index))),
    ),
  );
  const drawn = done.size >= parts.length;
  const warmUp = drawn ? null : (
    <div hidden>
      {parts.map((part, index) => (
        <Fragment key={index}>{part(<Drawn onDrawn={marks[index]} />)}</Fragment>
      ))}
    </div>
  );
  return { drawn, warmUp };
}
