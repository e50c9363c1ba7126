import { SectionTabs } from '@conexoes/shared/ui';
import { DashboardPage } from '../blocks/dashboard-page';
import { useDashT } from '../lib/use-dash-t';
import { BillingTab } from './billing-tab';
import { GeneralTab } from './general-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';
import { TeamTab } from './team-tab';
import './account.css';

/** /dashboard/account: a demo account's settings in five tabs; every form checks and confirms. */
export function AccountPage() {
  const t = useDashT();
  return (
    <DashboardPage title={t('account.title')} subtitle={t('account.subtitle')}>
      <SectionTabs
        items={[
          { key: 'general', label: t('account.tabs.general'), children: <GeneralTab /> },
          { key: 'billing', label: t('account.tabs.billing'), children: <BillingTab /> },
          { key: 'team', label: t('account.tabs.team'), children: <TeamTab /> },
          { key: 'notifications', label: t('account.tabs.notifications'), children: <NotificationsTab /> },
          { key: 'security', label: t('account.tabs.security'), children: <SecurityTab /> },
        ]}
      />
    </DashboardPage>
  );
}

export default AccountPage;
