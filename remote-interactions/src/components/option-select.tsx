import { useEffect, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { isProblem, type OptionItem } from '@conexoes/shared';
import { useOptionsStore } from '../stores/options.store';

export type OptionSelectProps = Omit<SelectProps<string>, 'options' | 'loading'> & { list: string };

/** A select over one of the tenant's option lists; Form.Item passes id, value and onChange through. */
export function OptionSelect({ list, value, ...props }: OptionSelectProps) {
  const options = useOptionsStore((s) => s.lists[list]);
  const load = useOptionsStore((s) => s.load);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load(list).catch((error: unknown) => setFailed(isProblem(error)));
  }, [list, load]);
  // Until the labels arrive a stored code is not shown raw.
  const known = !value || options?.some((o) => o.value === value);
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options ?? []}
      loading={!options && !failed}
      status={failed ? 'error' : undefined}
      value={known ? value : undefined}
      {...props}
    />
  );
}

/** code → label of one list, for tables and the detail (falls back to the code while loading). */
export const useOptionLabel = (list: string): ((value: string | null | undefined) => string) => {
  const options = useOptionsStore((s) => s.lists[list]);
  const load = useOptionsStore((s) => s.load);
  useEffect(() => {
    load(list).catch(() => undefined);
  }, [list, load]);
  return (value) => {
    if (!value) return '';
    return options?.find((o: OptionItem) => o.value === value)?.label ?? '';
  };
};
