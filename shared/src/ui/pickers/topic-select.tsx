import { useEffect, useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePickerOptions } from './picker-options.store';
import { PICKERS_NS } from './pickers.i18n';
import { accentFreeSearch } from './accent-free-search';
import { notFoundWhile } from './searching';
import { wrappedOption } from './wrapped-option';
import { searchable } from '../select-icons';

// "agua" finds "Água": phone keyboards leave accents out.
const SEARCH = accentFreeSearch();

export type TopicSelectProps = Omit<SelectProps<string | string[]>, 'options' | 'loading'>;

/**
 * Active topics grouped by their category (GET topics/options/grouped); value = topic id. A stored
 * topic the list does not offer (deactivated since, or outside the caller's reach) is not shown as a
 * raw id, and a change keeps it.
 */
export function TopicSelect({ value, onChange, ...props }: TopicSelectProps) {
  const { t } = useTranslation(PICKERS_NS);
  const topics = usePickerOptions((s) => s.topics);
  const loadTopics = usePickerOptions((s) => s.loadTopics);
  useEffect(() => {
    loadTopics().catch(() => undefined);
  }, [loadTopics]);
  const options = useMemo(
    () =>
      (topics ?? []).map((group) => ({
        label: group.label ?? t('noCategory'),
        title: group.label ?? t('noCategory'),
        options: group.options,
      })),
    [topics, t],
  );
  const offered = useMemo(
    () => new Set((topics ?? []).flatMap((group) => group.options.map((o) => o.value))),
    [topics],
  );
  const ids = value === undefined || value === null ? [] : [value].flat();
  const hidden = ids.filter((id) => !offered.has(id));
  const shown = Array.isArray(value)
    ? value.filter((id) => offered.has(id))
    : hidden.length
      ? undefined
      : value;
  return (
    <Select
      allowClear
      showSearch={searchable(SEARCH)}
      options={options}
      loading={!topics}
      notFoundContent={notFoundWhile(!topics)}
      optionRender={wrappedOption}
      value={shown}
      onChange={(next, option) => onChange?.(Array.isArray(next) ? [...hidden, ...next] : next, option)}
      {...props}
    />
  );
}
