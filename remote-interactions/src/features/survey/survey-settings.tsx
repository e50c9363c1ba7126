import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/register';
import { SurveyQuestionsEditor } from './survey-questions-editor';
import { SurveyWorkspaces } from './survey-workspaces';

/** The settings page's "Perception survey" tab: the questions and where they are asked. */
export function SurveySettings() {
  const { t } = useTranslation(NS);
  return (
    <>
      <Card title={t('survey.questions')} size="small" style={{ marginBottom: 16 }}>
        <SurveyQuestionsEditor />
      </Card>
      <Card title={t('survey.where')} size="small">
        <SurveyWorkspaces />
      </Card>
    </>
  );
}
