import { useEffect, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { isProblem, type OptionItem } from '@conexoes/shared';
import { usePickerOptions } from './picker-options.store';
import { accentFreeSearch } from './accent-free-search';
import { notFoundWhile } from './searching';
import { searchable } from '../select-icons';

// "agua" finds "Água": phone keyboards leave accents out.
const SEARCH = accentFreeSearch();

export type OptionSelectProps = Omit<SelectProps<string>, 'options' | 'loading'> & { list: string };

/** A select over one configurable option list; Form.Item passes id, value and onChange through. */
export function OptionSelect({ list, ...props }: OptionSelectProps) {
  const options = usePickerOptions((s) => s.lists[list]);
  const load = usePickerOptions((s) => s.load);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load(list).catch((error: unknown) => setFailed(isProblem(error)));
  }, [list, load]);
  return (
    <Select<string>
      allowClear
      showSearch={searchable(SEARCH)}
      options={options ?? []}
      loading={!options && !failed}
      notFoundContent={notFoundWhile(!options && !failed)}
      status={failed ? 'error' : undefined}
      {...props}
    />
  );
}

/** value → label of one list, for tables and profiles (falls back to the stored value). */
export const useOptionLabel = (list: string): ((value: string | null | undefined) => string) => {
  const options = usePickerOptions((s) => s.lists[list]);
  const load = usePickerOptions((s) => s.load);
  useEffect(() => {
    load(list).catch(() => undefined);
  }, [list, load]);
  return (value) => {
    if (!value) return '';
    return options?.find((o: OptionItem) => o.value === value)?.label ?? value;
  };
};
