import { useState } from 'react';
import { SectionTabs } from '@conexoes/shared/ui';
import { ResetDemoButton } from '../../components/reset-demo-button';
import { DashboardPage } from '../blocks/dashboard-page';
import { useDashT } from '../lib/use-dash-t';
import { BillingTab } from './billing-tab';
import { GeneralTab } from './general-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';
import { TeamTab } from './team-tab';
import { useAccountStore } from './account.store';
import './account.css';

/**
 * /dashboard/account: a demo account's settings in five tabs; every form checks, confirms and keeps
 * what it saved in this browser (account.store.ts).
 */
export function AccountPage() {
  const t = useDashT();
  // The forms take their values when they mount: after a reset they mount again with the demo's.
  const [round, setRound] = useState(0);
  return (
    <DashboardPage
      title={t('account.title')}
      subtitle={t('account.subtitle')}
      extra={
        <ResetDemoButton
          label={t('account.resetDemo')}
          confirm={t('account.resetConfirm')}
          done={t('account.resetDone')}
          onReset={() => {
            useAccountStore.getState().reset();
            setRound((n) => n + 1);
          }}
        />
      }
    >
      <SectionTabs
        key={round}
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
