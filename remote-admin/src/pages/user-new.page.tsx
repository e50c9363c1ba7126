import { UserForm } from '../features/users/user-form';

export function UserNewPage() {
  return <UserForm />;
}
