import { useEffect } from 'react';
import { Form } from 'antd';
import { useApiMutation, useApiQuery, useCan } from '@conexoes/shared';
import { useServerForm } from './use-server-form';

export type SettingsFormOptions<T> = {
  /** GET …/settings. */
  load: (signal: AbortSignal) => Promise<T>;
  /** PUT …/settings, answering what was saved. */
  save: (body: T) => Promise<T>;
  /** The form's fields the server's 422 may name. */
  fields: Iterable<string>;
  /** The toast once saved. */
  saved: string;
};

/**
 * An area's tenant-wide settings form (the commitments' targets, the grievance targets): read once,
 * saved whole, the server's refusals under their fields or above the form (403 to anyone but a tenant
 * administrator), read-only without `configurations.edit`. The component lays out the fields.
 */
export function useSettingsForm<T extends object>({ load, save, fields, saved }: SettingsFormOptions<T>) {
  const canEdit = useCan('configurations', 'edit');
  const [form] = Form.useForm<T>();
  const loaded = useApiQuery(load, []);
  const saving = useApiMutation(save);
  const server = useServerForm(form, { fields });
  useEffect(() => {
    if (loaded.data) form.setFieldsValue(loaded.data as Parameters<typeof form.setFieldsValue>[0]);
  }, [loaded.data, form]);
  const submit = async (values: T) => {
    const outcome = await saving.run(values);
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    loaded.setData(outcome.data);
    server.confirm(saved);
  };
  return { canEdit, form, loaded, saving, server, submit };
}
