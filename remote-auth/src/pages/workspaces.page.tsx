import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { SessionRequired } from '../components/session-required';
import { WorkspaceChooser } from '../features/workspaces/workspace-chooser';
import { NS } from '../i18n/register';

export function WorkspacesPage() {
  const { t } = useTranslation(NS);
  return (
    <AuthCard title={t('pages.workspaces')} subtitle={t('workspaces.subtitle')}>
      <SessionRequired>
        <WorkspaceChooser />
      </SessionRequired>
    </AuthCard>
  );
}
