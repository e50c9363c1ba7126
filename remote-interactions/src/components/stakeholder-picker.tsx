import { useEffect, useRef, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import type { OptionItem } from '@conexoes/shared';
import { interactionsApi } from '../api/interactions.api';

export type StakeholderPickerProps = Omit<SelectProps<string>, 'options' | 'onSearch' | 'showSearch'> & {
  /** The chosen stakeholder's name when already known (no raw id while it loads). */
  knownName?: string;
};

const DEBOUNCE_MS = 250;

/** One stakeholder, searched on the server as the user types (POST stakeholders/options). */
export function StakeholderPicker({ value, knownName, ...props }: StakeholderPickerProps) {
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<OptionItem[]>(
    value && knownName ? [{ value, label: knownName }] : [],
  );
  const [loading, setLoading] = useState(false);
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      () => {
        setLoading(true);
        const ids = valueRef.current ? [valueRef.current] : undefined;
        interactionsApi
          .stakeholderOptions({ q: q || undefined, ids })
          .then((items) => {
            if (current && Array.isArray(items))
              setOptions(items.map(({ value: v, label }) => ({ value: v, label })));
          })
          .catch(() => undefined)
          .finally(() => {
            if (current) setLoading(false);
          });
      },
      q ? DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [q]);

  const known = !value || options.some((o) => o.value === value);
  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setQ }}
      options={options}
      loading={loading}
      value={known ? value : undefined}
      {...props}
    />
  );
}
