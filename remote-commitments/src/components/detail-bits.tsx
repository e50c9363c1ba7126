import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Typography } from 'antd';
import type { DescriptionsProps } from 'antd';

/** A description item that may be left out when the record leaves it empty. */
export type Item = NonNullable<DescriptionsProps['items']>[number] & { empty?: boolean };
/** The filled items, without the `empty` mark (antd would pass it on to the DOM). */
export const filled = (items: Item[]): DescriptionsProps['items'] =>
  items.filter((item) => !item.empty).map(({ empty: _empty, ...item }) => item);

export const paragraphs = (value: string | null): ReactNode =>
  value ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{value}</Typography.Paragraph>
  ) : (
    ''
  );

/** A card title that is a level-2 heading (the page's one h1 is the record). */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
      {children}
    </Typography.Title>
  );
}

/**
 * The sentence in place of a record's files for a reader with basic information only (decision 0059):
 * the server counts them (`hiddenAttachments`) exactly for such a reader; undefined for anyone else.
 */
export const filesHiddenSentence = (
  t: TFunction,
  hiddenAttachments: number | undefined,
): string | undefined =>
  hiddenAttachments === undefined
    ? undefined
    : hiddenAttachments === 0
      ? t('detail.filesHiddenNone')
      : t('detail.filesHidden', { count: hiddenAttachments });
