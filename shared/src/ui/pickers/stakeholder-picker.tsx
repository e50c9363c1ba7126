import { useEffect, useRef, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { api, type OptionItem, type StakeholderKind, type StakeholderOptionsBody } from '@conexoes/shared';

export type StakeholderPickerProps = Omit<SelectProps<string>, 'options' | 'onSearch' | 'showSearch'> & {
  kind?: StakeholderKind;
  /** Leave this stakeholder and its descendants out (no cycles in the entity tree). */
  excludeTreeOf?: string;
};

const DEBOUNCE_MS = 250;

const stakeholderOptions = (body: Partial<StakeholderOptionsBody>) =>
  api.post<Array<OptionItem & { kind: StakeholderKind }>>('stakeholders/options', body);

/** Searchable select over stakeholders, asking the server (POST stakeholders/options) as the user types. */
export function StakeholderPicker({ kind, excludeTreeOf, value, ...props }: StakeholderPickerProps) {
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<OptionItem[]>([]);
  const [loading, setLoading] = useState(false);
  const valueRef = useRef(value);
  // The current value is always offered (so its label shows) without re-searching on each pick.
  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      () => {
        setLoading(true);
        const ids = valueRef.current ? [valueRef.current] : undefined;
        stakeholderOptions({ q: q || undefined, kind, ids, excludeTreeOf })
          .then((items) => {
            if (current) setOptions(items.map(({ value: v, label }) => ({ value: v, label })));
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
  }, [q, kind, excludeTreeOf]);

  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setQ }}
      options={options}
      loading={loading}
      value={value}
      {...props}
    />
  );
}
