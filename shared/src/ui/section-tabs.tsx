import { useId, useState } from 'react';
import { Grid, Select, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPTION_LISTS_NS } from './option-lists.i18n';

export type SectionTabsProps = { items: NonNullable<TabsProps['items']> };

/**
 * A page's sections as tabs. On a phone the tabs do not fit, and antd then puts its "more" button
 * inside the tab list, where assistive technology cannot use it (axe: aria-required-children); there
 * a labelled select chooses the section instead.
 */
export function SectionTabs({ items }: SectionTabsProps) {
  const { t } = useTranslation(OPTION_LISTS_NS);
  const screens = Grid.useBreakpoint();
  const [active, setActive] = useState(String(items[0]?.key ?? ''));
  const id = useId();
  if (screens.md !== false) return <Tabs items={items} activeKey={active} onChange={setActive} />;
  const current = items.find((item) => String(item.key) === active) ?? items[0];
  return (
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
  );
}
