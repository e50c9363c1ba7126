import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Grid, Select, Tabs, theme, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPTION_LISTS_NS } from './option-lists.i18n';

export type SectionTabsProps = { items: NonNullable<TabsProps['items']> };

/** Room kept beside the labels (the ink bar's ends, rounding): a row that only just fits still fits. */
const SLACK = 24;

/** The box's width, kept as the window changes (0 until measured, and where nothing is laid out). */
function useBoxWidth(): [(node: HTMLElement | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.ceil(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The width of the labels in one row, `gap` apart, in `font` (0 when a label is not text or nothing draws). */
const rowWidth = (labels: ReadonlyArray<string | null>, font: string, gap: number): number => {
  if (labels.some((label) => label === null)) return 0;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = font;
  const text = labels.reduce((sum, label) => sum + context.measureText(label ?? '').width, 0);
  return Math.ceil(text + gap * (labels.length - 1));
};

/**
 * A page's sections as tabs. Where the tabs do not fit, antd puts its "more" button inside the tab
 * list, where assistive technology cannot use it (axe: aria-required-children); there a labelled
 * select chooses the section instead. Whether they fit is measured: the labels' width in the tabs'
 * font against the box (German labels overflowed a 1,024 px screen beside the menu); the screen's
 * breakpoint decides before the box is measured, and where nothing is laid out (jsdom).
 */
export function SectionTabs({ items }: SectionTabsProps) {
  const { t } = useTranslation(OPTION_LISTS_NS);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [active, setActive] = useState(String(items[0]?.key ?? ''));
  const id = useId();
  const [boxRef, box] = useBoxWidth();
  // Web fonts may arrive after the first measure: measured again once they are in.
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, []);
  const measured = box > 0;
  const labels = items.map((item) => (typeof item.label === 'string' ? item.label : null));
  const labelsKey = labels.join('\u0000');
  const font = `${token.fontSize}px ${token.fontFamily}`;
  const needed = useMemo(
    () => (measured ? rowWidth(labels, font, token.marginXL) : 0),
    // labelsKey stands for the labels; fontsReady asks for a new measure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [measured, labelsKey, font, token.marginXL, fontsReady],
  );
  const fits = screens.md !== false && (needed === 0 || needed + SLACK <= box);
  const current = items.find((item) => String(item.key) === active) ?? items[0];
  return (
    <div ref={boxRef}>
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
