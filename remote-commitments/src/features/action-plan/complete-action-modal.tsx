import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useOnlyBasicInfo, type Action } from '@conexoes/shared';
import { AttachmentsCard, ProblemAlert, attachmentsClient, useServerForm } from '@conexoes/shared/ui';
import { actionPlansApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';

type Values = { completionNote: string };

export type CompleteActionModalProps = {
  action: Action | null;
  onClose: () => void;
  onCompleted: () => void;
  /** 409: someone completed it meanwhile. */
  onConflict: () => void;
};

/**
 * Completing an action: a sentence on what was done and, optionally, evidence files attached to the
 * action first (they go up as they are chosen; all of them are named as the evidence).
 */
export function CompleteActionModal({ action, onClose, onCompleted, onConflict }: CompleteActionModalProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const server = useServerForm(form, { fields: ['completionNote', 'evidenceAttachmentIds'] });
  // Basic information only (decision 0059): the action's files are not theirs to list, so they name
  // none as the evidence; what they attach here stays with the action for a full reader.
  const filesHidden = useOnlyBasicInfo('customModules');
  const completing = useApiMutation(async (id: string, note: string) => {
    const files = filesHidden ? [] : await attachmentsClient(actionPlansApi.actionAttachmentsPath(id)).list();
    return actionPlansApi.complete(id, {
      completionNote: note,
      evidenceAttachmentIds: files.map((f) => f.id).slice(0, 20),
    });
  });
  useEffect(() => {
    if (!action) return;
    server.clear();
    form.resetFields();
    // Only when the dialog opens on another action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);

  const submit = async ({ completionNote }: Values) => {
    if (!action) return;
    const outcome = await completing.run(action.id, completionNote.trim());
    if (!outcome.ok) {
      if (outcome.problem.status === 409) {
        onConflict();
        return;
      }
      server.showProblem(outcome.problem);
      return;
    }
    server.confirm(t('plan.action.completed'));
    onCompleted();
  };

  return (
    <Modal
      open={Boolean(action)}
      title={action ? t('plan.action.completeTitle', { title: action.title }) : ''}
      okText={t('plan.action.complete')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={completing.pending}
      destroyOnHidden
    >
      <ProblemAlert problem={server.problem} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinishFailed={server.showInvalid}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          label={t('plan.action.completeNote')}
          name="completionNote"
          extra={t('plan.action.completeNoteHelp')}
          rules={[
            { required: true, whitespace: true, message: t('plan.action.noteRequired') },
            { max: 4000 },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={4000} />
        </Form.Item>
      </Form>
      {action ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 4, border: 0 }}>{t('plan.action.evidence')}</legend>
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {t('plan.action.evidenceHelp')}
          </Typography.Paragraph>
          <AttachmentsCard
            bare
            path={actionPlansApi.actionAttachmentsPath(action.id)}
            canEdit={action.canEdit}
            hidden={filesHidden ? t('plan.action.evidenceHidden') : undefined}
          />
        </fieldset>
      ) : null}
    </Modal>
  );
}
