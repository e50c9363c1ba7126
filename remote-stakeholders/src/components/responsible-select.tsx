import { Select, type SelectProps } from 'antd';
import { useApiQuery } from '@conexoes/shared';
import { stakeholdersApi } from '../api/stakeholders.api';

export type ResponsibleSelectProps = Omit<SelectProps<string | null>, 'options' | 'loading'>;

/** The user responsible for a stakeholder, by name (Form.Item passes id, value and onChange). */
export function ResponsibleSelect({ value, ...props }: ResponsibleSelectProps) {
  const users = useApiQuery((signal) => stakeholdersApi.responsibleOptions(signal), []);
  const options = (users.data ?? []).map((u) => ({ value: u.value, label: u.label, title: u.email }));
  // Until the names arrive (or if they cannot), a stored id is not shown as a raw UUID.
  const known = !value || options.some((o) => o.value === value);
  return (
    <Select<string | null>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      loading={users.loading}
      value={known ? value : undefined}
      {...props}
    />
  );
}
