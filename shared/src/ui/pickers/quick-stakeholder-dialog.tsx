import { useRef } from 'react';
import { Form, Input, Modal, Radio, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, type OptionItem, type Stakeholder, type StakeholderKind } from '@conexoes/shared';
import { ProblemAlert } from '../problem-alert';
import { useServerForm } from '../form/use-server-form';
import { CitySelect, StateSelect } from './location-select';
import { PICKERS_NS } from './pickers.i18n';

/** What a form knows when someone it names is not registered yet. */
export type QuickStakeholderSeed = {
  name: string;
  workspaceId?: string | null;
  state?: string | null;
  municipality?: string | null;
};

export type QuickStakeholderDialogProps = {
  /** Open with these values; null: closed. */
  seed: QuickStakeholderSeed | null;
  onCreated: (stakeholder: OptionItem) => void;
  onClose: () => void;
};

type Values = {
  kind: StakeholderKind;
  name: string;
  document?: string | null;
  state?: string | null;
  municipality?: string | null;
};

const FIELDS = ['kind', 'name', 'document', 'state', 'municipality'];

/**
 * Registers a stakeholder without leaving the form that names it (an interaction logged in the field,
 * a commitment): the few fields that identify someone — kind, name, CPF/CNPJ, place — in the
 * form's workspace. The rest is completed later on the stakeholder's own page.
 */
export function QuickStakeholderDialog({ seed, onCreated, onClose }: QuickStakeholderDialogProps) {
  const { t } = useTranslation(PICKERS_NS);
  const [form] = Form.useForm<Values>();
  const server = useServerForm(form, { fields: FIELDS });
  const state = Form.useWatch('state', form);
  const nameInput = useRef<InputRef>(null);

  const submit = async (values: Values) => {
    try {
      const created = await api.post<Stakeholder>('stakeholders', {
        ...values,
        document: values.document || null,
        workspaceId: seed?.workspaceId ?? undefined,
      });
      server.confirm(t('quickStakeholder.created', { name: created.name }));
      onCreated({ value: created.id, label: created.name });
    } catch (problem) {
      server.showProblem(problem as Parameters<typeof server.showProblem>[0]);
    }
  };

  return (
    <Modal
      open={seed !== null}
      title={t('quickStakeholder.title')}
      okText={t('quickStakeholder.save')}
      cancelText={t('quickStakeholder.cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        server.clear();
        onClose();
      }}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) nameInput.current?.focus();
      }}
    >
      <ProblemAlert problem={server.problem} />
      <Form<Values>
        form={form}
        // Its own field ids: opened over a form with a state and a municipality (the interaction's), the
        // labels' `for` named those fields, and the dialog's own selects had no name.
        name="quickStakeholder"
        onFinishFailed={server.showInvalid}
        layout="vertical"
        // Mounted afresh at each opening (destroyOnHidden): the seed is its starting point.
        initialValues={{
          kind: 'person',
          name: seed?.name ?? '',
          state: seed?.state ?? null,
          municipality: seed?.municipality ?? null,
        }}
        onFinish={submit}
        onValuesChange={(changed) => {
          if ('state' in changed) form.setFieldValue('municipality', null);
        }}
      >
        <Form.Item name="kind" label={t('quickStakeholder.kind')}>
          <Radio.Group
            aria-label={t('quickStakeholder.kind')}
            options={[
              { value: 'person', label: t('quickStakeholder.person') },
              { value: 'organization', label: t('quickStakeholder.organization') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('quickStakeholder.name')}
          rules={[{ required: true, min: 2, whitespace: true, message: t('quickStakeholder.nameRequired') }]}
        >
          <Input ref={nameInput} maxLength={200} />
        </Form.Item>
        <Form.Item
          name="document"
          label={t('quickStakeholder.document')}
          extra={t('quickStakeholder.documentHelp')}
        >
          <Input maxLength={18} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="state" label={t('quickStakeholder.state')}>
          <StateSelect />
        </Form.Item>
        <Form.Item name="municipality" label={t('quickStakeholder.municipality')}>
          <CitySelect state={state} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
