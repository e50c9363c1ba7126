import { useTranslation } from 'react-i18next';
import { UserList } from '../features/users/user-list';
import { NS } from '../i18n/register';

export function UserListPage() {
  const { t } = useTranslation(NS);
  return <UserList title={t('pages.userList')} />;
}
