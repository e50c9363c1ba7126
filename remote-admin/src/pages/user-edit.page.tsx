import { useParams } from 'react-router-dom';
import { UserForm } from '../features/users/user-form';

export function UserEditPage() {
  const { userId = '' } = useParams();
  return <UserForm key={userId} userId={userId} />;
}
