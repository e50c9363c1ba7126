import { AccountSettings } from '../features/account/account-settings';

export function AccountPage() {
  return <AccountSettings />;
}
