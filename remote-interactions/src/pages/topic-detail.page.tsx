import { useParams } from 'react-router-dom';
import { TopicDetails } from '../features/topics/topic-details';

export function TopicDetailPage() {
  const { topicId = '' } = useParams();
  return <TopicDetails key={topicId} topicId={topicId} />;
}
