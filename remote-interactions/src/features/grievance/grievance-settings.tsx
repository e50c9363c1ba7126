import { Alert, Button, Form, InputNumber, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InteractionSettings } from '@conexoes/shared';
import { ProblemAlert, SettingsLastChange, STEPPERS, useSettingsForm } from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';
import { NS } from '../../i18n/register';

const FIELDS = ['grievanceAcknowledgeDays', 'grievanceResolveDays'];

/**
 * The grievance mechanism's targets (IFC PS1): days to acknowledge a grievance and to resolve it, one
 * pair for the whole company. Everyone in the area reads them; only an administrator changes them
 * (as the commitments' targets: the server refuses anyone else with 403, shown above the form).
 */
export function GrievanceSettings() {
  const { t } = useTranslation(NS);
  const { canEdit, form, loaded, values, changed, saving, server, submit } =
    useSettingsForm<InteractionSettings>({
      load: (signal) => interactionsApi.settings(signal),
      save: (body) => interactionsApi.saveSettings(body),
      fields: FIELDS,
      saved: t('grievance.settings.saved'),
    });
  if (!values) return loaded.problem ? <ProblemAlert problem={loaded.problem} /> : <Skeleton active />;
  const required = { required: true, message: t('common:required') };
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 640 }}>
        {t('grievance.settings.intro')}
      </Typography.Paragraph>
      {!canEdit ? (
        <Alert type="info" showIcon title={t('grievance.settings.readOnly')} style={{ marginBottom: 16 }} />
      ) : null}
      <ProblemAlert problem={server.problem} />
      <Form<InteractionSettings>
        form={form}
        onFinishFailed={server.showInvalid}
        layout="vertical"
        initialValues={values}
        onFinish={(v) => void submit(v)}
        disabled={!canEdit || saving.pending}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          label={t('grievance.settings.acknowledgeDays')}
          name="grievanceAcknowledgeDays"
          extra={t('grievance.settings.acknowledgeHelp')}
          rules={[required]}
        >
          <InputNumber controls={STEPPERS} min={1} max={90} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label={t('grievance.settings.resolveDays')}
          name="grievanceResolveDays"
          extra={t('grievance.settings.resolveHelp')}
          dependencies={['grievanceAcknowledgeDays']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_: unknown, value: number | null) => {
                const acknowledge = getFieldValue('grievanceAcknowledgeDays') as number | null;
                return value != null && acknowledge != null && value < acknowledge
                  ? Promise.reject(new Error(t('grievance.errors.resolveBeforeAcknowledge')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <InputNumber controls={STEPPERS} min={1} max={365} precision={0} style={{ width: 160 }} />
        </Form.Item>
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={saving.pending}>
            {t('common:save')}
          </Button>
        ) : null}
      </Form>
      <SettingsLastChange changed={changed} />
    </>
  );
}
