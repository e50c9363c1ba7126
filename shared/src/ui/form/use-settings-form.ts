import { useEffect, useMemo } from 'react';
import { Form } from 'antd';
import { useApiMutation, useApiQuery, useCan, type WithSettingsChange } from '@conexoes/shared';
import { useServerForm } from './use-server-form';

export type SettingsFormOptions<T> = {
  /** GET …/settings: the values and who last changed them (`changed`). */
  load: (signal: AbortSignal) => Promise<WithSettingsChange<T>>;
  /** PUT …/settings with the values alone, answering as the GET. */
  save: (body: T) => Promise<WithSettingsChange<T>>;
  /** The form's fields the server's 422 may name. */
  fields: Iterable<string>;
  /** The toast once saved. */
  saved: string;
};

/** The values of a settings answer, without who changed them. */
const valuesOf = <T extends object>({ changed: _changed, ...values }: WithSettingsChange<T>): T =>
  values as unknown as T;

/**
 * An area's tenant-wide settings form (the commitments' targets, the grievance targets): read once,
 * saved whole, the server's refusals under their fields or above the form (403 to anyone but a tenant
 * administrator), read-only without `configurations.edit`. The component lays out the fields, and
 * `SettingsLastChange` under them with `changed` (who last changed the settings, and when; a save
 * answers the new one).
 */
export function useSettingsForm<T extends object>({ load, save, fields, saved }: SettingsFormOptions<T>) {
  const canEdit = useCan('configurations', 'edit');
  const [form] = Form.useForm<T>();
  const loaded = useApiQuery(load, []);
  const saving = useApiMutation(save);
  const server = useServerForm(form, { fields });
  const values = useMemo(() => (loaded.data ? valuesOf(loaded.data) : undefined), [loaded.data]);
  useEffect(() => {
    if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [values, form]);
  const submit = async (input: T) => {
    const outcome = await saving.run(input);
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    loaded.setData(outcome.data);
    server.confirm(saved);
  };
  return { canEdit, form, loaded, values, changed: loaded.data?.changed ?? null, saving, server, submit };
}
