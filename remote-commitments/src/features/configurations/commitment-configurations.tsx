import { Alert, Button, Form, InputNumber, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommitmentSettings } from '@conexoes/shared';
import {
  OptionListEditor,
  PageHeader,
  ProblemAlert,
  SectionTabs,
  SettingsLastChange,
  STEPPERS,
  useSettingsForm,
} from '@conexoes/shared/ui';
import { commitmentsApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';
import { LISTS } from '../../lib/option-lists';

const FIELDS = ['firstTreatmentTargetDays', 'dueSoonDays'];

/** The targets of the area: days to a first treatment and how early owners are warned of a due date. */
function SettingsForm() {
  const { t } = useTranslation(NS);
  const { canEdit, form, loaded, values, changed, saving, server, submit } =
    useSettingsForm<CommitmentSettings>({
      load: (signal) => commitmentsApi.settings(signal),
      save: (body) => commitmentsApi.saveSettings(body),
      fields: FIELDS,
      saved: t('config.saved'),
    });
  if (!values) return loaded.problem ? <ProblemAlert problem={loaded.problem} /> : <Skeleton active />;
  return (
    <>
      {!canEdit ? (
        <Alert type="info" showIcon title={t('config.readOnly')} style={{ marginBottom: 16 }} />
      ) : null}
      <ProblemAlert problem={server.problem} />
      <Form<CommitmentSettings>
        form={form}
        onFinishFailed={server.showInvalid}
        layout="vertical"
        initialValues={values}
        onFinish={(v) => void submit(v)}
        disabled={!canEdit || saving.pending}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          label={t('config.firstTreatmentTargetDays')}
          name="firstTreatmentTargetDays"
          extra={t('config.firstTreatmentHelp')}
          rules={[{ required: true, message: t('common:required') }]}
        >
          <InputNumber controls={STEPPERS} min={1} max={365} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label={t('config.dueSoonDays')}
          name="dueSoonDays"
          extra={t('config.dueSoonHelp')}
          rules={[{ required: true, message: t('common:required') }]}
        >
          <InputNumber controls={STEPPERS} min={0} max={90} precision={0} style={{ width: 160 }} />
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

/** /configurations/commitments: the area's targets and its option lists (source, priority, risk). */
export function CommitmentConfigurations({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <PageHeader title={title} />
      <SectionTabs
        items={[
          { key: 'settings', label: t('config.settingsTab'), children: <SettingsForm /> },
          ...Object.values(LISTS).map((list) => ({
            key: list,
            label: t(`config.lists.${list}`),
            children: <OptionListEditor list={list} />,
          })),
        ]}
      />
    </>
  );
}
