import { useParams } from 'react-router-dom';
import { UserDetails } from '../features/users/user-details';

export function UserDetailPage() {
  const { userId = '' } = useParams();
  return <UserDetails key={userId} userId={userId} />;
}
