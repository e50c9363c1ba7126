import { useEffect, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { api, formatDate, type InteractionPage, type LinkedInteraction } from '@conexoes/shared';
import { searchable } from '@conexoes/shared/ui';

const DEBOUNCE_MS = 250;
const label = (i: Pick<LinkedInteraction, 'code' | 'subject' | 'startsAt'>) =>
  `${i.code} · ${i.subject} · ${formatDate(i.startsAt)}`;

export type InteractionPickerProps = Omit<
  SelectProps<string[]>,
  'options' | 'onSearch' | 'showSearch' | 'mode'
> & {
  /** The linked ones already known by name (so they show without asking). */
  known?: LinkedInteraction[];
};

/** Several interactions (the meetings of a negotiation), searched on the server by code or subject. */
export function InteractionPicker({ known = [], ...props }: InteractionPickerProps) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Array<{ value: string; label: string }>>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      setLoading(true);
      api
        .get<InteractionPage>('social-interactions/search', {
          params: { q: q || undefined, size: 20, sort: 'startsAt,desc' },
        })
        .then((page) => {
          if (current) setFound(page.items.map((i) => ({ value: i.id, label: label(i) })));
        })
        .catch(() => undefined)
        .finally(() => {
          if (current) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [q]);
  const options = [
    ...known.map((i) => ({ value: i.id, label: label(i) })),
    ...found.filter((f) => !known.some((k) => k.id === f.value)),
  ];
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      showSearch={searchable({ onSearch: setQ, filterOption: false })}
      options={options}
      loading={loading}
      {...props}
    />
  );
}
