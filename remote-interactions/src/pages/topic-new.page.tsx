import { TopicForm } from '../features/topics/topic-form';

export function TopicNewPage() {
  return <TopicForm />;
}
