import { Card, Descriptions, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SurveyAnswerDetail } from '@conexoes/shared';
import { NS } from '../../i18n/register';

/** The detail page's survey card: each question with its answer's number and word; nothing when unanswered. */
export function SurveyAnswersCard({ answers }: { answers: SurveyAnswerDetail[] }) {
  const { t } = useTranslation(NS);
  // On a phone the questions go above their answers (a question beside its answer is a narrow column).
  const layout = Grid.useBreakpoint().sm ? 'horizontal' : 'vertical';
  if (answers.length === 0) return null;
  return (
    <Card title={t('survey.title')} size="small" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        layout={layout}
        column={1}
        // A question ends with its question mark; a colon after it read "…company?:" (and on a phone it
        // floated to the far end of the line).
        colon={false}
        items={answers.map((a) => ({
          key: a.questionId,
          label: a.question,
          children: t('survey.scaleOption', { value: a.value, word: t(`survey.scale.${a.value}`) }),
        }))}
      />
    </Card>
  );
}
