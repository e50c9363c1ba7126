import { InteractionForm } from '../features/form/interaction-form';

export function InteractionNewPage() {
  return <InteractionForm />;
}
