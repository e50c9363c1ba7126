import { useTranslation } from 'react-i18next';
import { InteractionConfigurations } from '../features/configurations/interaction-configurations';
import { GrievanceSettings } from '../features/grievance/grievance-settings';
import { SurveySettings } from '../features/survey/survey-settings';
import { NS } from '../i18n/register';

export function InteractionConfigurationsPage() {
  const { t } = useTranslation(NS);
  return (
    <InteractionConfigurations
      title={t('pages.configurations')}
      survey={<SurveySettings />}
      grievance={<GrievanceSettings />}
    />
  );
}
