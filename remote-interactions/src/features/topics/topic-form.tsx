import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiMutation, useApiQuery, type TopicSave } from '@conexoes/shared';
import {
  PageHeader,
  ProblemAlert,
  RecordUnavailable,
  useServerForm,
  useUnsavedChanges,
  Loading,
  useReadOnlyOwners,
} from '@conexoes/shared/ui';
import { topicsApi } from '../../api/topics.api';
import { CategorySelect } from '../../components/category-select';
import { NS } from '../../i18n/register';

type TopicFormValues = { name: string; categoryId?: string | null; description?: string; active: boolean };

const FIELDS = ['name', 'categoryId', 'description', 'active'];
const initialValues: TopicFormValues = { name: '', categoryId: null, active: true };

export type TopicFormProps = { topicId?: string };

/** New and edit topic (POST topics, with the id when editing), on the shared form pattern. */
export function TopicForm({ topicId }: TopicFormProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<TopicFormValues>();
  const stored = useApiQuery(() => topicsApi.get(topicId ?? ''), [topicId], { enabled: Boolean(topicId) });
  // Named when the caller may choose its workspace: choosing it there lets them change the topic.
  const owner = useReadOnlyOwners(stored.data?.canEdit === false ? [stored.data.workspaceId] : [])
    .choosable[0];
  // The stored topic becomes the form's initial values once loaded (the form mounts after loading).
  const loaded = useMemo<TopicFormValues | null>(
    () =>
      stored.data
        ? {
            name: stored.data.name,
            categoryId: stored.data.categoryId,
            description: stored.data.description ?? undefined,
            active: stored.data.active,
          }
        : null,
    [stored.data],
  );
  const [dirty, setDirty] = useState(false);
  const saving = useApiMutation(topicsApi.save);
  // A duplicate name is a 409 without a path: it belongs under the name.
  const server = useServerForm(form, { fields: FIELDS, conflictField: 'name' });
  const leave = useUnsavedChanges(dirty && !saving.pending, navigate);

  const handleFinish = async (values: TopicFormValues) => {
    if (stored.data?.canEdit === false) return;
    const body: TopicSave = {
      ...(topicId ? { id: topicId } : {}),
      name: values.name.trim(),
      categoryId: values.categoryId ?? null,
      description: values.description?.trim() || null,
      active: values.active,
    };
    const outcome = await saving.run(body);
    if (!outcome.ok) {
      server.showProblem(outcome.problem);
      return;
    }
    setDirty(false);
    server.confirm(t(topicId ? 'topics.saved' : 'topics.created'));
    navigate(`/topics/${outcome.data.id}`);
  };

  const title = topicId ? t('pages.topicEdit') : t('pages.topicNew');
  if (stored.loading)
    return (
      <>
        <PageHeader title={title} />
        <Loading />
      </>
    );
  // A topic that could not be read is not offered as an empty form: saving it would fail or erase it.
  if (topicId && stored.problem)
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable
          problem={stored.problem}
          notFound={t('topics.notFound')}
          backTo="/topics/list"
          backLabel={t('topics.backToList')}
        />
      </>
    );

  // A topic the caller may not change (reached by its address) is shown, but nothing offers to save it.
  const readOnly = stored.data?.canEdit === false;

  return (
    <>
      <PageHeader title={title} />
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          message={owner ? t('topics.notYoursChoose', { name: owner.name }) : t('topics.notYours')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ProblemAlert problem={server.problem} />
      <Form<TopicFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded ?? initialValues}
        onFinish={handleFinish}
        onValuesChange={() => setDirty(true)}
        disabled={saving.pending || readOnly}
        onFinishFailed={server.showInvalid}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          label={t('topics.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('common:required') },
            { min: 2, max: 120, message: t('topics.nameLength') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('topics.category')} name="categoryId">
          <CategorySelect />
        </Form.Item>
        <Form.Item label={t('topics.description')} name="description" rules={[{ max: 2000 }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('common:active')} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={8} wrap>
          {readOnly ? null : (
            <Button type="primary" htmlType="submit" loading={saving.pending}>
              {t('common:save')}
            </Button>
          )}
          {/* Also in a read-only form: the way back. */}
          <Button
            disabled={saving.pending}
            onClick={() => leave(topicId ? `/topics/${topicId}` : '/topics/list')}
          >
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
