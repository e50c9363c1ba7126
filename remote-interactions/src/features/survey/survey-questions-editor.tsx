import { useState } from 'react';
import { Button, Flex, Form, Grid, Input, Modal, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isProblem,
  notify,
  problemMessageKey,
  useApiQuery,
  useCan,
  type SurveyQuestion,
} from '@conexoes/shared';
import {
  ProblemAlert,
  useServerForm,
  ConfirmPopover,
  ActiveTag,
  useReadOnlyOwners,
} from '@conexoes/shared/ui';
import { surveyApi } from '../../api/survey.api';
import { NS } from '../../i18n/register';

type QuestionValues = {
  textPtBr: string;
  textEn: string;
  textEs: string;
  textDe: string;
  active: boolean;
};
const FIELDS = ['textPtBr', 'textEn', 'textEs', 'textDe', 'active'];
const LANGUAGES = [
  ['textPtBr', 'survey.textPtBr', true],
  ['textEn', 'survey.textEn', true],
  ['textEs', 'survey.textEs', false],
  ['textDe', 'survey.textDe', false],
] as const;

const orNull = (text: string | undefined) => (text && text.trim() ? text.trim() : null);

/**
 * /configurations/interactions, "Perception survey": add questions, edit their texts in the four
 * languages, reorder, deactivate and reactivate them, delete one never answered. Questions of a
 * workspace above the caller's read-only (the server says which: `canEdit`).
 */
export function SurveyQuestionsEditor() {
  const { t } = useTranslation(NS);
  const screens = Grid.useBreakpoint();
  const canAdd = useCan('configurations', 'add');
  const canEditAny = useCan('configurations', 'edit');
  const canDelete = useCan('configurations', 'delete');
  const questions = useApiQuery((signal) => surveyApi.questions(undefined, signal), []);
  const items = questions.data ?? [];
  const [editing, setEditing] = useState<SurveyQuestion | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<QuestionValues>();
  // Who owns the read-only questions, by name, with the way to change them (as the option lists say it).
  const owners = useReadOnlyOwners(items.filter((q) => !q.canEdit).map((q) => q.workspaceId));
  const server = useServerForm(form, { fields: FIELDS });

  const failed = (error: unknown) => {
    const status = isProblem(error) ? error.status : 0;
    notify.error(status === 409 ? t('survey.answeredCannotDelete') : t(problemMessageKey(status)));
  };
  const done = (text: string) => {
    questions.reload();
    notify.success(text);
  };

  const open = (question: SurveyQuestion | 'new') => {
    setEditing(question);
    server.clear();
    form.resetFields();
    form.setFieldsValue(
      question === 'new'
        ? { textPtBr: '', textEn: '', textEs: '', textDe: '', active: true }
        : {
            textPtBr: question.textPtBr,
            textEn: question.textEn,
            textEs: question.textEs ?? '',
            textDe: question.textDe ?? '',
            active: question.active,
          },
    );
  };

  const handleSubmit = async (values: QuestionValues) => {
    const current = editing && editing !== 'new' ? editing : null;
    const body = {
      textPtBr: values.textPtBr.trim(),
      textEn: values.textEn.trim(),
      textEs: orNull(values.textEs),
      textDe: orNull(values.textDe),
      active: values.active,
    };
    setSaving(true);
    try {
      if (current) await surveyApi.update(current.id, body);
      else await surveyApi.create(body);
      setEditing(null);
      questions.reload();
      server.confirm(t(current ? 'survey.saved' : 'survey.created'));
    } catch (error) {
      if (isProblem(error)) server.showProblem(error);
      else failed(error);
    } finally {
      setSaving(false);
    }
  };

  const act = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await work();
      done(message);
    } catch (error) {
      failed(error);
      questions.reload();
    } finally {
      setBusy(false);
    }
  };

  const toggle = (q: SurveyQuestion) =>
    act(
      () =>
        surveyApi.update(q.id, {
          textPtBr: q.textPtBr,
          textEn: q.textEn,
          textEs: q.textEs,
          textDe: q.textDe,
          active: !q.active,
        }),
      t(q.active ? 'survey.deactivated' : 'survey.activated', { name: q.text }),
    );

  /** Swaps a question with its neighbour; the questions the caller may change are renumbered in one call. */
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const target = index + by;
    [next[index], next[target]] = [next[target] as SurveyQuestion, next[index] as SurveyQuestion];
    const ids = next.filter((q) => q.canEdit).map((q) => q.id);
    return act(() => surveyApi.reorder(ids), t('survey.moved', { name: items[index]?.text ?? '' }));
  };

  const editable = (q: SurveyQuestion | undefined) => Boolean(q?.canEdit);
  const showActions = canEditAny || canDelete;
  const actionsOf = (q: SurveyQuestion, index: number) =>
    q.canEdit ? (
      <Flex gap={4} wrap>
        <Button
          size="small"
          disabled={busy || !editable(items[index - 1])}
          onClick={() => void move(index, -1)}
          aria-label={t('survey.moveUp', { name: q.text })}
          title={t('survey.moveUp', { name: q.text })}
        >
          {'↑'}
        </Button>
        <Button
          size="small"
          disabled={busy || !editable(items[index + 1])}
          onClick={() => void move(index, 1)}
          aria-label={t('survey.moveDown', { name: q.text })}
          title={t('survey.moveDown', { name: q.text })}
        >
          {'↓'}
        </Button>
        <Button size="small" onClick={() => open(q)} aria-label={t('survey.editQuestion', { name: q.text })}>
          {t('common:edit')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() => void toggle(q)}
          aria-label={t(q.active ? 'survey.deactivateQuestion' : 'survey.activateQuestion', {
            name: q.text,
          })}
        >
          {q.active ? t('survey.deactivate') : t('survey.activate')}
        </Button>
        {canDelete ? (
          <ConfirmPopover
            title={t('survey.deleteTitle')}
            description={t('survey.deleteBody')}
            okText={t('common:delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:cancel')}
            onConfirm={() => act(() => surveyApi.remove(q.id), t('survey.deleted', { name: q.text }))}
          >
            <Button
              size="small"
              danger
              disabled={busy}
              aria-label={t('survey.deleteQuestion', { name: q.text })}
            >
              {t('common:delete')}
            </Button>
          </ConfirmPopover>
        ) : null}
      </Flex>
    ) : (
      // Where it is changed is said once above the table, as the option lists do.
      <Typography.Text type="secondary">{t('survey.readOnly')}</Typography.Text>
    );
  // A phone gets one column — the question, its status and its buttons under it — instead of a table
  // scrolled sideways with the question cut off. A wider screen wraps a long question (up to 300
  // characters) in its column: sized to its content, the table pushed the status and the buttons past
  // the card's edge.
  const columns: TableColumnsType<SurveyQuestion> = screens.md
    ? [
        {
          key: 'text',
          dataIndex: 'text',
          title: t('survey.question'),
          render: (text: string) => <span style={{ overflowWrap: 'anywhere' }}>{text}</span>,
        },
        {
          key: 'active',
          dataIndex: 'active',
          title: t('survey.status'),
          render: (active: boolean) => <ActiveTag active={active} context="female" />,
        },
        ...(showActions
          ? [
              {
                key: 'actions',
                title: t('common:actions'),
                // Room for the five buttons on one line in every language; they wrap below it.
                width: 340,
                render: (_: unknown, q: SurveyQuestion, index: number) => actionsOf(q, index),
              },
            ]
          : []),
      ]
    : [
        {
          key: 'text',
          title: t('survey.question'),
          render: (_: unknown, q: SurveyQuestion, index: number) => (
            <Flex vertical gap={6} align="flex-start">
              <span style={{ overflowWrap: 'anywhere' }}>{q.text}</span>
              <ActiveTag active={q.active} context="female" />
              {showActions ? actionsOf(q, index) : null}
            </Flex>
          ),
        },
      ];

  return (
    <>
      <ProblemAlert problem={questions.problem} />
      {owners.choosable.map((owner) => (
        <Typography.Paragraph key={owner.id} type="secondary">
          {t('survey.notYoursChoose', { name: owner.name })}
        </Typography.Paragraph>
      ))}
      {owners.others ? (
        <Typography.Paragraph type="secondary">{t('survey.notYours')}</Typography.Paragraph>
      ) : null}
      {canAdd ? (
        <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 12 }}>
          {t('survey.add')}
        </Button>
      ) : null}
      <Table<SurveyQuestion>
        rowKey="id"
        size="small"
        loading={questions.loading || busy}
        columns={columns}
        dataSource={items}
        pagination={false}
        locale={{ emptyText: t('survey.noQuestions') }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('survey.add') : t('survey.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={saving}
        forceRender
      >
        <ProblemAlert problem={server.problem} />
        <Form<QuestionValues>
          form={form}
          layout="vertical"
          onFinishFailed={server.showInvalid}
          onFinish={(v) => void handleSubmit(v)}
        >
          {LANGUAGES.map(([name, label, required]) => (
            <Form.Item
              key={name}
              label={t(label)}
              name={name}
              extra={required ? undefined : t('survey.fallbackHelp')}
              rules={[
                ...(required ? [{ required: true, whitespace: true, message: t('common:required') }] : []),
                { min: 3, message: t('survey.tooShort') },
                { max: 300, message: t('survey.tooLong') },
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={300} />
            </Form.Item>
          ))}
          <Form.Item label={t('common:active')} name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
