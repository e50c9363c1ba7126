import { useParams } from 'react-router-dom';
import { TopicForm } from '../features/topics/topic-form';

export function TopicEditPage() {
  const { topicId = '' } = useParams();
  return <TopicForm key={topicId} topicId={topicId} />;
}
