import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';

type ArrowProps = { type: 'prev' | 'next'; arrow: ReactElement<Record<string, unknown>>; disabled?: boolean };

/** antd's arrow button, named in the reader's language, its icon hidden (rc-pagination gives it `disabled`). */
function PageArrow({ type, arrow, disabled }: ArrowProps) {
  const { t } = useTranslation('common');
  const icon = arrow.props.children;
  return cloneElement(arrow, {
    'aria-label': t(type === 'prev' ? 'previousPage' : 'nextPage'),
    disabled,
    children: isValidElement<{ 'aria-hidden'?: boolean }>(icon)
      ? cloneElement(icon, { 'aria-hidden': true })
      : icon,
  });
}

/**
 * A pager's items as a reader hears them. antd's arrows are buttons named after their icons, "left"
 * and "right" in every language; the "•••" that jumps five pages reads "double-left ellipsis" inside
 * an item antd already names from its locale ("5 páginas anteriores"). antd has no setting for either
 * name, nor a ConfigProvider entry for a pager's items, so every pager spreads PAGE_ITEMS: the arrows
 * say "Previous page"/"Next page" in the reader's language, the jumps keep their item's name alone.
 */
function pageItem(
  _page: number,
  type: Parameters<NonNullable<PaginationProps['itemRender']>>[1],
  element: ReactNode,
): ReactNode {
  if (!isValidElement<Record<string, unknown>>(element)) return element;
  if (type === 'prev' || type === 'next') return <PageArrow type={type} arrow={element} />;
  if (type === 'jump-prev' || type === 'jump-next') return cloneElement(element, { 'aria-hidden': true });
  return element;
}

/** What every Pagination and every Table's `pagination` spreads (lint keeps a bare one out). */
export const PAGE_ITEMS = { itemRender: pageItem } satisfies Pick<PaginationProps, 'itemRender'>;
