import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Select, Typography, type SelectProps } from 'antd';
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  api,
  type StakeholderKind,
  type StakeholderOption,
  type StakeholderOptionsBody,
} from '@conexoes/shared';
import { PICKERS_NS } from './pickers.i18n';
import { notFoundWhile } from './searching';
import { searchable } from '../select-icons';

export type StakeholderPickerProps = Omit<SelectProps<string>, 'options' | 'onSearch' | 'showSearch'> & {
  kind?: StakeholderKind;
  /** Leave this stakeholder and its descendants out (no cycles in the entity tree). */
  excludeTreeOf?: string;
  /** Offered when nobody matches what was typed: register it (QuickStakeholderDialog). */
  onCreate?: (typed: string) => void;
};

const DEBOUNCE_MS = 250;

const stakeholderOptions = (body: Partial<StakeholderOptionsBody>) =>
  api.post<StakeholderOption[]>('stakeholders/options', body);

/** The stakeholder `id` as the picker names it, or null when the caller cannot see it (or it is gone). */
export const findStakeholderOption = async (id: string): Promise<StakeholderOption | null> =>
  (await stakeholderOptions({ ids: [id] })).find((o) => o.value === id) ?? null;

/** "Santa Bárbara/MG", "MG" or nothing: where a stakeholder is, as the API answers it. */
const placeOf = (option: Pick<StakeholderOption, 'municipality' | 'state'>): string =>
  [option.municipality, option.state].filter(Boolean).join('/');

/**
 * Two lines per option: what it is (an icon named for screen readers) and its name, then where it is.
 * "santa barbara" also finds the people living in Santa Bárbara: without the town under each name,
 * nobody could tell why "Aline Costa Barbosa" matched, or which of two namesakes is which. The name
 * alone stays the option's label, so the chosen one shows as a name in the field. The long names wrap
 * instead of being cut (a phone offered eight "Associação de Moradores do Bairr…" alike).
 */
const wrapping = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

function StakeholderOptionView({ option }: { option: StakeholderOption }) {
  const { t } = useTranslation(PICKERS_NS);
  const kind = t(`quickStakeholder.${option.kind === 'organization' ? 'organization' : 'person'}`);
  const Icon = option.kind === 'organization' ? BankOutlined : UserOutlined;
  const place = placeOf(option);
  return (
    <Flex gap={8} align="baseline" style={wrapping}>
      <Icon role="img" aria-label={kind} title={kind} style={{ flex: 'none' }} />
      <Flex vertical style={{ minWidth: 0 }}>
        <span style={wrapping}>{option.label}</span>
        {place ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, lineHeight: 1.4 }}>
            {place}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}

const stakeholderOptionRender: NonNullable<SelectProps['optionRender']> = (option) => (
  <StakeholderOptionView option={option.data as StakeholderOption} />
);

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
  const [options, setOptions] = useState<StakeholderOption[]>([]);
  // The search `options` answer: until the one typed is answered, the list is not offered as its result.
  const [answered, setAnswered] = useState<string | null>(null);
  // The first search starts at once (below): nothing is named twice while it runs.
  const [loading, setLoading] = useState(true);
  // What was typed last and matched nobody: offered for registering until something is chosen.
  const [unmatched, setUnmatched] = useState<string | null>(null);
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
            if (!current) return;
            setOptions(items);
            // A search emptied on leaving the select keeps the offer; a new search decides again.
            const typed = q.trim();
            if (typed) setUnmatched(typed.length >= 2 && items.length === 0 ? typed : null);
          })
          .catch(() => undefined)
          .finally(() => {
            if (!current) return;
            setAnswered(q);
            setLoading(false);
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
        if (current && named) setOptions((now) => [named, ...now]);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value, options, kind, loading]);

  // While a new search runs, the names found for the previous one are not shown as if they matched
  // (a phone showed "Adriana…" under "conceicao"): only the chosen one, which keeps its name.
  const searching = loading || answered !== q;
  const select = (
    <Select<string>
      allowClear
      showSearch={searchable({ filterOption: false, onSearch: setQ })}
      options={searching ? options.filter((o) => o.value === value) : options}
      loading={loading}
      notFoundContent={notFoundWhile(searching)}
      optionRender={stakeholderOptionRender}
      value={value}
      {...props}
    />
  );
  // Outside the select's list (a listbox holds options only), so Tab reaches it after the select.
  // Once someone is chosen, the offer is gone.
  const offer = value ? null : unmatched;
  if (!onCreate) return select;
  // One tree either way: the select must not be mounted anew (losing focus and text) when the offer comes.
  return (
    <Flex vertical gap={4}>
      {select}
      {offer ? (
        <Flex gap={4} wrap align="baseline">
          <Typography.Text type="secondary">
            {t('quickStakeholder.notFound', { name: offer })}
          </Typography.Text>
          <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onCreate(offer)}>
            {t('quickStakeholder.register', { name: offer })}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
