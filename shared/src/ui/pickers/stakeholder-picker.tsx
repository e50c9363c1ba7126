import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, type OptionItem, type StakeholderKind, type StakeholderOptionsBody } from '@conexoes/shared';
import { PICKERS_NS } from './pickers.i18n';

export type StakeholderPickerProps = Omit<SelectProps<string>, 'options' | 'onSearch' | 'showSearch'> & {
  kind?: StakeholderKind;
  /** Leave this stakeholder and its descendants out (no cycles in the entity tree). */
  excludeTreeOf?: string;
  /** Offered when nobody matches what was typed: register it (QuickStakeholderDialog). */
  onCreate?: (typed: string) => void;
};

const DEBOUNCE_MS = 250;

const stakeholderOptions = (body: Partial<StakeholderOptionsBody>) =>
  api.post<Array<OptionItem & { kind: StakeholderKind }>>('stakeholders/options', body);

/** Searchable select over stakeholders, asking the server (POST stakeholders/options) as the user types. */
export function StakeholderPicker({
  kind,
  excludeTreeOf,
  value,
  onCreate,
  ...props
}: StakeholderPickerProps) {
  const { t } = useTranslation(PICKERS_NS);
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<OptionItem[]>([]);
  // The first search starts at once (below): nothing is named twice while it runs.
  const [loading, setLoading] = useState(true);
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

  // A value set from outside (a stakeholder just registered, a restored draft) is named, never shown as its id.
  useEffect(() => {
    if (!value || loading || options.some((o) => o.value === value)) return undefined;
    let current = true;
    stakeholderOptions({ ids: [value], kind })
      .then((items) => {
        const named = items.find((o) => o.value === value);
        if (current && named) setOptions((now) => [{ value: named.value, label: named.label }, ...now]);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value, options, kind, loading]);

  const typed = q.trim();
  const notFound =
    onCreate && typed.length >= 2 && !loading ? (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('quickStakeholder.notFound', { name: typed })}
      >
        <Button
          type="primary"
          size="small"
          // Keeps the focus in the select until the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onCreate(typed)}
        >
          {t('quickStakeholder.register', { name: typed })}
        </Button>
      </Empty>
    ) : undefined;

  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setQ }}
      options={options}
      loading={loading}
      value={value}
      {...(notFound ? { notFoundContent: notFound } : {})}
      {...props}
    />
  );
}
