import { AttachmentsCard, type AttachmentStaging } from '@conexoes/shared/ui';
import { interactionsApi } from '../../api/interactions.api';

export type InteractionAttachmentsProps = {
  /** The saved record; absent on a new interaction, whose files wait in `staging` for the first save. */
  interactionId?: string;
  /** The record's edit rule (edit, or editConditionally as author or participant). */
  canEdit: boolean;
  staging?: AttachmentStaging;
  /** After a file was added or removed (the page may reload the history). */
  onChange?: () => void;
};

/** Minutes, attendance lists, photos: an interaction's files, in the shared attachments card. */
export function InteractionAttachments({ interactionId, ...card }: InteractionAttachmentsProps) {
  return (
    <AttachmentsCard
      {...card}
      path={interactionId ? interactionsApi.attachmentsPath(interactionId) : undefined}
      recordKind="interaction"
    />
  );
}
