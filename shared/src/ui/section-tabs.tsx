import { useCallback, useId, useState } from 'react';
import { Grid, Select, Tabs, theme, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPTION_LISTS_NS } from './option-lists.i18n';

export type SectionTabsProps = { items: NonNullable<TabsProps['items']> };

/** Room kept beside the labels (the ink bar's ends, rounding): a row that only just fits still fits. */
const SLACK = 24;

/**
 * A node's width, kept as the window, fonts and labels change (0 until measured, and in jsdom): the
 * box it is drawn in (`box`), or the content it holds (`content`).
 */
function useWidth(of: 'box' | 'content'): [(node: HTMLElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node || typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(([entry]) => {
        if (entry) setWidth(Math.ceil(of === 'box' ? entry.contentRect.width : node.scrollWidth));
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [of],
  );
  return [ref, width];
}

/**
 * A page's sections as tabs. Where the tabs do not fit, antd puts its "more" button inside the tab
 * list, where assistive technology cannot use it (axe: aria-required-children); there a labelled
 * select chooses the section instead. Whether they fit is measured: the labels' own width against the
 * box (German labels overflowed a 1,024 px screen beside the menu), the screen's breakpoint where
 * nothing is laid out (jsdom) or before the first measure.
 */
export function SectionTabs({ items }: SectionTabsProps) {
  const { t } = useTranslation(OPTION_LISTS_NS);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [active, setActive] = useState(String(items[0]?.key ?? ''));
  const id = useId();
  const [boxRef, box] = useWidth('box');
  const [labelsRef, labels] = useWidth('content');
  const fits = screens.md !== false && (box === 0 || labels === 0 || labels + SLACK <= box);
  const current = items.find((item) => String(item.key) === active) ?? items[0];
  return (
    <div ref={boxRef} style={{ position: 'relative' }}>
      {/* The labels in one row as the tab bar draws them (antd's gap between tabs), never seen. */}
      <div
        ref={labelsRef}
        aria-hidden
        style={{
          position: 'absolute',
          visibility: 'hidden',
          pointerEvents: 'none',
          height: 0,
          overflow: 'hidden',
          width: 'max-content',
          display: 'flex',
          gap: token.marginXL,
          whiteSpace: 'nowrap',
          fontSize: token.fontSize,
        }}
      >
        {items.map((item) => (
          <span key={String(item.key)}>{item.label}</span>
        ))}
      </div>
      {fits ? (
        <Tabs items={items} activeKey={active} onChange={setActive} />
      ) : (
        <>
          <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
            {t('section')}
          </label>
          <Select
            id={id}
            value={active}
            onChange={setActive}
            options={items.map((item) => ({ value: String(item.key), label: item.label }))}
            style={{ width: '100%', marginBottom: 16 }}
          />
          <div>{current?.children}</div>
        </>
      )}
    </div>
  );
}
