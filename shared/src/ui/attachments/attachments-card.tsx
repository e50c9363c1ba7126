import { ConfirmPopover } from '../confirm-popover';
import { useState, type ReactNode } from 'react';
import {
  DeleteOutlined,
  DownloadOutlined,
  ExclamationCircleOutlined,
  InfoCircleOutlined,
  PaperClipOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Image, List, Progress, Typography, Upload, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentExtensions,
  attachmentRefusal,
  formatDateTime,
  isProblem,
  notify,
  problemMessageKey,
  saveBlob,
  useApiQuery,
  type Attachment,
} from '@conexoes/shared';
import { Loading } from '../loading';
import { ProblemAlert } from '../problem-alert';
import { failureStatus, troubleMessage } from './attachment-errors';
import { mayRetry, troubleKey, useAttachmentTroubles, type FileTrouble } from './attachment-troubles.store';
import { ATTACHMENTS_NS, type AttachmentsRecordKind } from './attachments.i18n';
import { attachmentsClient } from './attachments-client';
import type { AttachmentStaging, StagedFile } from './use-attachment-staging';

const ACCEPT = attachmentExtensions.join(',');

/** 1.2 MB, 340 KB: sizes as people read them, in the page's language. */
const useFileSize = () => {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const units = ['B', 'KB', 'MB', 'GB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit += 1;
    }
    const digits = unit === 0 || value >= 10 ? 0 : 1;
    return `${value.toLocaleString(i18n.language, { maximumFractionDigits: digits })} ${units[unit]}`;
  };
};

/**
 * Photos a browser draws, by the type the API sniffed from the content: shown as thumbnails (the API's
 * own small picture when it made one, decision 0066) and opened in the larger preview.
 */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const isPicture = (attachment: Pick<Attachment, 'contentType'>): boolean =>
  PICTURE_TYPES.has(attachment.contentType.toLowerCase());

const THUMBNAIL = 56;
/**
 * A listed link lives a few minutes (`downloadExpiresAt`): a photo opened, or a thumbnail drawn, when its
 * link is about to end is shown from the list asked again.
 */
const LINK_MARGIN_MS = 30_000;
const linkEnding = (attachment: Attachment) =>
  Date.parse(attachment.downloadExpiresAt) - Date.now() < LINK_MARGIN_MS;

type Uploading = { key: string; name: string; percent: number };
const NO_TROUBLES: FileTrouble[] = [];

export type AttachmentsCardProps = {
  /**
   * The saved record's attachments path (e.g. `commitments/{id}/attachments`); absent on a new record,
   * whose files wait in `staging` for the first save.
   */
  path?: string;
  /** The record's edit rule. */
  canEdit: boolean;
  staging?: AttachmentStaging;
  /** After a file was added or removed (the page may reload the history). */
  onChange?: () => void;
  /** The card's title (default "Attachments"): "Documents", "Evidence of fulfilment"… */
  title?: string;
  /** Without its own card (inside a dialog or another card). */
  bare?: boolean;
  /** The record the sentences about it name (default: "the record"). */
  recordKind?: AttachmentsRecordKind;
  /**
   * The saved files are not the caller's to read (onlyBasicInfo, decision 0058): this sentence takes
   * the list's place, and the list is not asked for. Choosing files (when `canEdit`) still works, and
   * a sentence by the picker (new records too) says the files attached will not be shown afterwards.
   */
  hidden?: ReactNode;
};

/**
 * Minutes, attendance lists, photos, evidence: a record's files. Chosen files go up one by one with a
 * progress bar (a slot from the API, the bytes PUT to its signed URL, the API checks the content);
 * each is downloaded under its own name and removed after a confirmation. On a new record they are
 * kept until it is saved.
 */
export function AttachmentsCard({
  path,
  canEdit,
  staging,
  onChange,
  title,
  bare,
  recordKind,
  hidden,
}: AttachmentsCardProps) {
  const { t } = useTranslation(ATTACHMENTS_NS);
  const { token } = theme.useToken();
  const client = path ? attachmentsClient(path) : null;
  const fileSize = useFileSize();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  // Files that are not attachments, each with why: refused when chosen, or failed on their way (also
  // those of a new record, which go up after its save as its page gives way to this one).
  const troubles = useAttachmentTroubles((s) => (path ? s.byPath[path] : undefined)) ?? NO_TROUBLES;
  const keepTroubles = useAttachmentTroubles((s) => s.add);
  const dropTrouble = useAttachmentTroubles((s) => s.drop);
  const maxSize = fileSize(ATTACHMENT_MAX_BYTES);
  // Which photo is open in the larger preview (an index into `pictures`), or none.
  const [previewing, setPreviewing] = useState<number | undefined>();
  const listed = useApiQuery((signal) => attachmentsClient(path ?? '').list(signal), [path], {
    enabled: Boolean(path) && !hidden,
  });
  const files = listed.data ?? [];
  // Photos are drawn from the short-lived links the list carries (read at once, as the list arrives):
  // the thumbnail's in the list, the photo's own in the larger preview.
  const pictures = files.filter(isPicture);
  // A photo whose link is ending opens once the list is read again with fresh links.
  const openPreview = async (index: number) => {
    const picture = pictures[index];
    if (client && picture && linkEnding(picture)) {
      try {
        listed.setData(await client.list());
      } catch (error) {
        notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
        return;
      }
    }
    setPreviewing(index);
  };
  // A thumbnail whose link ended (the page was left open) is drawn again from fresh links; a file the
  // storage lost, with a live link, does not ask again and again.
  const linkFailed = (attachment: Attachment) => {
    if (linkEnding(attachment)) listed.reload();
  };

  const send = async (files: File[]) => {
    if (!client || !path) return;
    for (const file of files) {
      const key = troubleKey();
      setUploading((current) => [...current, { key, name: file.name, percent: 0 }]);
      try {
        await client.upload(file, (percent) =>
          setUploading((current) => current.map((u) => (u.key === key ? { ...u, percent } : u))),
        );
        notify.success(t('added', { name: file.name }));
      } catch (error) {
        // Kept in the card, marked with why, to send again or drop: a toast alone faded with the file.
        keepTroubles(path, [{ key, file, reason: { status: failureStatus(error) } }]);
      } finally {
        setUploading((current) => current.filter((u) => u.key !== key));
      }
    }
    listed.reload();
    onChange?.();
  };

  const choose = (file: File, all: File[]) => {
    // antd calls this once per file of a multiple choice: act once, on the last one.
    if (file === all[all.length - 1]) {
      if (!path) staging?.add(all);
      else {
        // What the API would refuse is refused now, with why next to it, and not sent.
        const refused = all.flatMap((f) => {
          const why = attachmentRefusal(f);
          return why ? [{ key: troubleKey(), file: f, reason: { refused: why } }] : [];
        });
        if (refused.length > 0) keepTroubles(path, refused);
        const accepted = all.filter((f) => !attachmentRefusal(f));
        if (accepted.length > 0) void send(accepted);
      }
    }
    return false;
  };

  const retry = (trouble: FileTrouble) => {
    if (!path) return;
    dropTrouble(path, trouble.key);
    void send([trouble.file]);
  };

  /** Takes a file off the list of those waiting for the first save. */
  const unstageButton = (staged: StagedFile) => (
    <Button
      key="remove"
      type="text"
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t('unstage', { name: staged.file.name })}
      onClick={() => staging?.remove(staged.key)}
    />
  );

  /** A file that is not attached: its name, why (in the danger colour, announced), and what to do. */
  const troubleItem = (key: string, file: File, message: string, actions: ReactNode[]) => (
    <List.Item key={key} actions={actions}>
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text ellipsis>{file.name}</Typography.Text>
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          <ExclamationCircleOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
          {message}
        </Typography.Text>
      </Flex>
    </List.Item>
  );

  const download = async (attachment: Attachment) => {
    if (!client) return;
    try {
      const { blob, fileName } = await client.download(attachment.id);
      saveBlob(blob, fileName);
    } catch (error) {
      notify.error(t('downloadFailed', { name: attachment.fileName }));
      if (isProblem(error) && error.status === 404) listed.reload();
    }
  };

  const remove = async (attachment: Attachment) => {
    if (!client) return;
    try {
      await client.remove(attachment.id);
      notify.success(t('removed', { name: attachment.fileName }));
      listed.reload();
      onChange?.();
    } catch (error) {
      notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
    }
  };

  const picker = canEdit ? (
    <Upload accept={ACCEPT} multiple showUploadList={false} beforeUpload={choose}>
      <Button icon={<PaperClipOutlined aria-hidden />}>{t('choose')}</Button>
    </Upload>
  ) : null;

  // Two paragraphs of the card's own: the hint and "nothing attached yet" once ran into one line
  // ("…geprüft.Noch keine Dateien…") while antd's Typography code was loading (decision 0010; the
  // facade now also keeps a loading Paragraph a block).
  const sentence = { margin: 0, color: token.colorTextSecondary };
  const body = (
    <>
      {canEdit ? <p style={{ ...sentence, marginBottom: '1em' }}>{t('accepted')}</p> : null}
      {/* The saved files are not the caller's to read (decision 0058): the sentence in the list's place,
          then, when they may add files, that those will not be shown to them either (said before they
          choose, as calmly; on a saved record after the first, so the reason is not said twice). */}
      {path && hidden ? <p style={{ ...sentence, marginBottom: canEdit ? '1em' : 0 }}>{hidden}</p> : null}
      {canEdit && hidden ? (
        <p style={{ ...sentence, marginBottom: '1em' }}>
          {t('addedHidden', { context: path ? 'saved' : undefined })}
        </p>
      ) : null}

      {!path ? (
        <>
          {/* Information, not an alert: an info Alert is drawn in the brand colour, which (orange by
              default) read as a warning, and it carried the alert role. */}
          <p style={{ ...sentence, marginBottom: 8 }}>
            <InfoCircleOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
            {t('stagedHint', { context: recordKind })}
          </p>
          {staging?.files.length ? (
            <List
              size="small"
              dataSource={staging.files}
              renderItem={(staged) =>
                staged.refused ? (
                  troubleItem(
                    staged.key,
                    staged.file,
                    troubleMessage(t, staged.file.name, { refused: staged.refused }, maxSize, recordKind),
                    [unstageButton(staged)],
                  )
                ) : (
                  <List.Item key={staged.key} actions={[unstageButton(staged)]}>
                    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                      <Typography.Text ellipsis>{staged.file.name}</Typography.Text>
                      {staged.percent !== undefined ? (
                        <Progress
                          percent={staged.percent}
                          size="small"
                          aria-label={t('progress', { name: staged.file.name })}
                        />
                      ) : (
                        <Typography.Text type="secondary">{fileSize(staged.file.size)}</Typography.Text>
                      )}
                    </Flex>
                  </List.Item>
                )
              }
            />
          ) : null}
        </>
      ) : null}

      {path && troubles.length > 0 ? (
        <List
          size="small"
          dataSource={troubles}
          renderItem={(trouble) =>
            troubleItem(
              trouble.key,
              trouble.file,
              troubleMessage(t, trouble.file.name, trouble.reason, maxSize, recordKind),
              [
                ...(canEdit && mayRetry(trouble.reason)
                  ? [
                      <Button
                        key="retry"
                        size="small"
                        icon={<ReloadOutlined aria-hidden />}
                        aria-label={t('retry', { name: trouble.file.name })}
                        onClick={() => retry(trouble)}
                      >
                        {t('retryShort')}
                      </Button>,
                    ]
                  : []),
                <Button
                  key="dismiss"
                  type="text"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('dismiss', { name: trouble.file.name })}
                  onClick={() => dropTrouble(path, trouble.key)}
                />,
              ],
            )
          }
        />
      ) : null}

      {uploading.map((u) => (
        <Flex key={u.key} vertical style={{ marginBottom: 8 }}>
          <Typography.Text ellipsis>{u.name}</Typography.Text>
          <Progress percent={u.percent} size="small" aria-label={t('progress', { name: u.name })} />
        </Flex>
      ))}

      {path && listed.problem ? <ProblemAlert problem={listed.problem} /> : null}
      {path && listed.data ? (
        files.length ? (
          <List
            size="small"
            dataSource={files}
            renderItem={(attachment) => (
              <List.Item
                key={attachment.id}
                actions={
                  attachment.canRemove
                    ? [
                        <ConfirmPopover
                          key="remove"
                          title={t('removeTitle')}
                          description={t('removeBody', { name: attachment.fileName, context: recordKind })}
                          okText={t('common:delete')}
                          okButtonProps={{ danger: true }}
                          cancelText={t('common:cancel')}
                          onConfirm={() => remove(attachment)}
                        >
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('remove', { name: attachment.fileName })}
                          />
                        </ConfirmPopover>,
                      ]
                    : []
                }
              >
                <Flex gap={12} align="center" style={{ minWidth: 0, flex: 1 }}>
                  {isPicture(attachment) ? (
                    // A button named by the photo's file name (its image's text), opening the preview.
                    <button
                      type="button"
                      className="attachment-thumbnail"
                      onClick={() => void openPreview(pictures.indexOf(attachment))}
                      style={{
                        flex: 'none',
                        width: THUMBNAIL,
                        height: THUMBNAIL,
                        padding: 0,
                        border: `1px solid ${token.colorBorderSecondary}`,
                        borderRadius: token.borderRadiusSM,
                        background: token.colorFillQuaternary,
                        overflow: 'hidden',
                        cursor: 'zoom-in',
                      }}
                    >
                      {/* The API's 112 px thumbnail (decision 0066), a few KB; the whole photo only for
                          a photo it made none of (registered before, or unreadable). Same link life. */}
                      <img
                        src={attachment.thumbnailUrl ?? attachment.downloadUrl}
                        alt={attachment.fileName}
                        onError={() => linkFailed(attachment)}
                        width={THUMBNAIL}
                        height={THUMBNAIL}
                        style={{ display: 'block', objectFit: 'cover' }}
                      />
                    </button>
                  ) : null}
                  <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                    <Button
                      type="link"
                      icon={<DownloadOutlined aria-hidden />}
                      onClick={() => void download(attachment)}
                      aria-label={t('download', { name: attachment.fileName })}
                      style={{
                        alignSelf: 'flex-start',
                        padding: 0,
                        height: 'auto',
                        textAlign: 'start',
                        whiteSpace: 'normal',
                        wordBreak: 'break-word',
                      }}
                    >
                      {attachment.fileName}
                    </Button>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[
                        fileSize(attachment.size),
                        attachment.createdBy?.name,
                        formatDateTime(attachment.createdAt),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        ) : uploading.length === 0 && troubles.length === 0 ? (
          <p style={sentence}>{t('none')}</p>
        ) : null
      ) : path && listed.loading && !hidden ? (
        // Said while the list is read: an empty card looked like a record without files.
        <Loading />
      ) : null}
      {pictures.length ? (
        <Image.PreviewGroup
          items={pictures.map((picture) => ({ src: picture.downloadUrl, alt: picture.fileName }))}
          preview={{
            open: previewing !== undefined,
            current: previewing ?? 0,
            // The larger photo is named as its thumbnail is (antd drops the items' alt there).
            alt: pictures[previewing ?? 0]?.fileName,
            onOpenChange: (open) => {
              if (!open) setPreviewing(undefined);
            },
            onChange: (current) => setPreviewing(current),
          }}
        />
      ) : null}
    </>
  );
  if (bare)
    return (
      <div>
        {picker ? <div style={{ marginBottom: 8 }}>{picker}</div> : null}
        {body}
      </div>
    );
  return (
    <Card title={title ?? t('title')} size="small" style={{ marginBottom: 16 }} extra={picker}>
      {body}
    </Card>
  );
}
