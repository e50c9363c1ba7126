import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery, type SurveyAnswer, type SurveyQuestion } from '@conexoes/shared';
import { surveyApi } from '../../api/survey.api';
import { NS } from '../../i18n/register';
import { SurveyScale } from './survey-scale';

type SurveyAnswersProps = {
  questions: SurveyQuestion[];
  value?: SurveyAnswer[];
  onChange?: (value: SurveyAnswer[]) => void;
  disabled?: boolean;
};

/** The form control of the `survey` field: one scale per question, the answers as `{questionId, value}`. */
export function SurveyAnswers({ questions, value = [], onChange, disabled }: SurveyAnswersProps) {
  const answerOf = new Map(value.map((a) => [a.questionId, a.value]));
  const change = (questionId: string, answer: number | undefined) => {
    const others = value.filter((a) => a.questionId !== questionId);
    onChange?.(answer === undefined ? others : [...others, { questionId, value: answer }]);
  };
  return (
    <>
      {questions.map((q) => (
        <SurveyScale
          key={q.id}
          question={q.text}
          value={answerOf.get(q.id)}
          inactive={!q.active}
          disabled={disabled}
          onChange={(answer) => change(q.id, answer)}
        />
      ))}
    </>
  );
}

export type SurveySectionProps = {
  /** Where the interaction lives (or will): the survey is asked only where its research is on. */
  workspaceId?: string;
  /** The answers the record holds (an inactive question answered before still shows). */
  stored: SurveyAnswer[];
};

/**
 * The perception survey in the interaction form (issue 11): shown when the workspace's research is on
 * (its switch or an ancestor's), with the active questions serving it. Hidden, the form keeps the
 * stored answers as they are.
 */
export function SurveySection({ workspaceId, stored }: SurveySectionProps) {
  const { t } = useTranslation(NS);
  const workspaces = useApiQuery((signal) => surveyApi.workspaces(signal), []);
  const on = Boolean(workspaceId && workspaces.data?.find((w) => w.id === workspaceId)?.effective);
  const questions = useApiQuery((signal) => surveyApi.questions(workspaceId, signal), [workspaceId], {
    enabled: on,
    followLanguage: true,
  });
  const answered = new Set(stored.map((a) => a.questionId));
  const shown = (questions.data ?? []).filter((q) => q.active || answered.has(q.id));
  if (!on || shown.length === 0) return null;
  return (
    <Card title={t('survey.title')} size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('survey.help')}</Typography.Paragraph>
      <Form.Item name="survey" style={{ marginBottom: 0 }}>
        <SurveyAnswers questions={shown} />
      </Form.Item>
    </Card>
  );
}
