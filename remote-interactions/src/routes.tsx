// Exposed as `./routes`: relative <Routes> the host mounts at the app root for this remote's
// prefixes (the host creates the only router). Unknown paths below those prefixes go to /404.
import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register';
import { InteractionConfigurationsPage } from './pages/interaction-configurations.page';
import { InteractionDetailPage } from './pages/interaction-detail.page';
import { InteractionEditPage } from './pages/interaction-edit.page';
import { InteractionListPage } from './pages/interaction-list.page';
import { InteractionNewPage } from './pages/interaction-new.page';
import { InteractionsOverviewPage } from './pages/interactions-overview.page';
import { TopicDetailPage } from './pages/topic-detail.page';
import { TopicEditPage } from './pages/topic-edit.page';
import { TopicListPage } from './pages/topic-list.page';
import { TopicNewPage } from './pages/topic-new.page';
import { TopicsOverviewPage } from './pages/topics-overview.page';

export function InteractionsRoutes() {
  return (
    <Routes>
      <Route path="interactions" element={<InteractionsOverviewPage />} />
      <Route path="interactions/list" element={<InteractionListPage />} />
      <Route path="interactions/new" element={<InteractionNewPage />} />
      <Route path="interactions/:interactionId" element={<InteractionDetailPage />} />
      <Route path="interactions/:interactionId/edit" element={<InteractionEditPage />} />
      <Route path="topics" element={<TopicsOverviewPage />} />
      <Route path="topics/list" element={<TopicListPage />} />
      <Route path="topics/new" element={<TopicNewPage />} />
      <Route path="topics/:topicId" element={<TopicDetailPage />} />
      <Route path="topics/:topicId/edit" element={<TopicEditPage />} />
      <Route path="configurations/interactions" element={<InteractionConfigurationsPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export default InteractionsRoutes;
