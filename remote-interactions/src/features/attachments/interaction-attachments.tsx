import { AttachmentsCard, type AttachmentStaging } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { interactionsApi } from '../../api/interactions.api';
import { NS } from '../../i18n/register';

export type InteractionAttachmentsProps = {
  /** The saved record; absent on a new interaction, whose files wait in `staging` for the first save. */
  interactionId?: string;
  /** The record's edit rule (edit, or editConditionally as author or participant). */
  canEdit: boolean;
  staging?: AttachmentStaging;
  /** After a file was added or removed (the page may reload the history). */
  onChange?: () => void;
  /**
   * onlyBasicInfo (decision 0058): the saved files are not listed (nor asked for); a sentence says
   * why, with how many there are when `hiddenCount` is known (the record's `hiddenAttachments`).
   */
  restricted?: boolean;
  hiddenCount?: number;
  /** Hidden because the record is a confidential grievance read off its desk (decision 0075). */
  confidential?: boolean;
};

/** Minutes, attendance lists, photos: an interaction's files, in the shared attachments card. */
export function InteractionAttachments({
  interactionId,
  restricted = false,
  hiddenCount,
  confidential = false,
  ...card
}: InteractionAttachmentsProps) {
  const { t } = useTranslation(NS);
  const hidden = !restricted
    ? undefined
    : hiddenCount === undefined
      ? t('attachments.hidden')
      : hiddenCount === 0
        ? t('attachments.hiddenNone')
        : t(confidential ? 'attachments.confidentialFiles' : 'attachments.hiddenFiles', {
            count: hiddenCount,
          });
  return (
    <AttachmentsCard
      {...card}
      path={interactionId ? interactionsApi.attachmentsPath(interactionId) : undefined}
      recordKind="interaction"
      hidden={hidden}
    />
  );
}
