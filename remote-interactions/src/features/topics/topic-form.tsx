import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isProblem, type Problem, type TopicInput, toFieldErrors } from '@conexoes/shared';
import { PageHeader, ProblemAlert } from '@conexoes/shared/ui';
import { topicsApi } from '../../api/topics.api';
import { CategorySelect } from '../../components/category-select';
import { NS } from '../../i18n/register';

type TopicFormValues = { name: string; categoryId?: string | null; description?: string; active: boolean };

const FIELDS = new Set(['name', 'categoryId', 'description', 'active']);
const initialValues: TopicFormValues = { name: '', categoryId: null, active: true };

export type TopicFormProps = { topicId?: string };

/** New and edit topic (POST topics, with the id when editing). */
export function TopicForm({ topicId }: TopicFormProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<TopicFormValues>();
  // The stored topic becomes the form's initial values once loaded (the form mounts after loading).
  const [loaded, setLoaded] = useState<TopicFormValues | null>(null);
  const [loading, setLoading] = useState(Boolean(topicId));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!topicId) return;
    topicsApi
      .get(topicId)
      .then((topic) =>
        setLoaded({
          name: topic.name,
          categoryId: topic.categoryId,
          description: topic.description ?? undefined,
          active: topic.active,
        }),
      )
      .catch((error: unknown) => setProblem(isProblem(error) ? error : null))
      .finally(() => setLoading(false));
  }, [topicId]);

  const handleFinish = async (values: TopicFormValues) => {
    setSaving(true);
    setProblem(null);
    setOtherErrors([]);
    const body: TopicInput = {
      ...(topicId ? { id: topicId } : {}),
      name: values.name.trim(),
      categoryId: values.categoryId ?? null,
      description: values.description?.trim() || null,
      active: values.active,
    };
    try {
      const saved = await topicsApi.save(body);
      navigate(`/topics/${saved.id}`);
    } catch (error) {
      const p = isProblem(error) ? error : null;
      setProblem(p);
      if (p?.errors?.length) {
        const { fields, other } = toFieldErrors<typeof form>(p, FIELDS);
        form.setFields(fields);
        setOtherErrors(other);
      }
      setSaving(false);
    }
  };

  const title = topicId ? t('pages.topicEdit') : t('pages.topicNew');
  if (loading)
    return (
      <>
        <PageHeader title={title} />
        <Spin aria-label={t('common:loading')} />
      </>
    );

  return (
    <>
      <PageHeader title={title} />
      <ProblemAlert problem={problem} />
      {otherErrors.length ? (
        <Alert type="error" showIcon title={otherErrors.join('; ')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<TopicFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded ?? initialValues}
        onFinish={handleFinish}
        disabled={saving}
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
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common:save')}
          </Button>
          <Button onClick={() => navigate(topicId ? `/topics/${topicId}` : '/topics/list')}>
            {t('common:cancel')}
          </Button>
        </Flex>
      </Form>
    </>
  );
}
