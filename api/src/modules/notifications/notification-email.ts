import { sql } from 'drizzle-orm';
import {
  notificationEmailDefaults,
  notificationKinds,
  type NotificationKind,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { linkColumns, linkJoins, recordPath } from './notification-links';
import { NOTICE_AREA } from './notify';
import { openingReachByArea } from '../users/opening-reach';
import { noticeSentence, noticeSubject, type NoticeParts } from './notification-text';
import { rowsOf } from '../../db/rows-of';

/** Notifications older than this are never e-mailed (a server down for days does not flood inboxes). */
const EMAIL_WINDOW = '2 days';
const BATCH = 200;

type Claimed = NoticeParts & {
  id: string;
  tenantId: string;
  userId: string;
  email: string;
  name: string;
  linkType: string | null;
  linkId: string | null;
  pageWorkspaceId: string | null;
};

const defaultOn = notificationKinds.filter((kind) => notificationEmailDefaults[kind]);

/**
 * Claims a batch of notifications whose recipient wants their kind by e-mail (their preference, else
 * the kind's default) and that were never e-mailed: `emailed_at` is set in the same statement that
 * picks them (`skip locked`), so two instances never send the same one.
 */
const claim = async (db: Database): Promise<Claimed[]> =>
  rowsOf<Claimed>(
    await db.execute(sql`
      with claimed as (
        update notifications set emailed_at = now()
        where id in (
          select c.id from notifications c
          join users u on u.id = c.user_id and u.active
          left join notification_preferences p on p.user_id = c.user_id and p.kind = c.kind
          where c.emailed_at is null and c.created_at > now() - ${EMAIL_WINDOW}::interval
            and coalesce(p.email, c.kind in (${sql.join(
              defaultOn.map((kind) => sql`${kind}`),
              sql`, `,
            )}))
          order by c.created_at
          limit ${BATCH}
          for update of c skip locked)
        returning *)
      select n.id, n.tenant_id as "tenantId", n.user_id as "userId", n.kind, n.record_type as "recordType", n.title, n.data,
        u.email, u.name, ${sql.raw(linkColumns)}
      from claimed n
      join users u on u.id = n.user_id
      ${sql.raw(linkJoins)}
      order by n.user_id, n.created_at`),
  );

/**
 * Of the claimed notices, those whose recipient may open the record now (openingReach in the record
 * type's area, as the inbox):
 * between the notice and this minute the person may have been moved off the workspace or lost the
 * area's flag, or the record was deleted or moved away. The others stay claimed and are never mailed.
 */
const stillOpenable = async (db: Database, claimed: Claimed[]): Promise<Claimed[]> => {
  const kept: Claimed[] = [];
  for (const tenantId of new Set(claimed.map((notice) => notice.tenantId))) {
    const ofTenant = claimed.filter((notice) => notice.tenantId === tenantId);
    const reach = await openingReachByArea(
      db,
      tenantId,
      ofTenant.map((notice) => NOTICE_AREA[notice.recordType]),
      ofTenant.map((notice) => notice.userId),
    );
    kept.push(
      ...ofTenant.filter(
        (notice) =>
          notice.pageWorkspaceId &&
          reach.get(NOTICE_AREA[notice.recordType])?.get(notice.userId)?.has(notice.pageWorkspaceId),
      ),
    );
  }
  return kept;
};

/** One message per recipient of the batch: each notice in Portuguese and English, with its link. */
const message = (appUrl: string, notices: Claimed[]) => {
  const base = appUrl.replace(/\/$/, '');
  const first = notices[0] as Claimed;
  const lines = notices.flatMap((notice) => {
    const path = recordPath(notice.linkType, notice.linkId);
    return [
      `• ${noticeSentence(notice, 'pt')}`,
      `  ${noticeSentence(notice, 'en')}`,
      ...(path ? [`  ${base}${path}`] : []),
      '',
    ];
  });
  return {
    to: first.email,
    subject:
      notices.length === 1
        ? noticeSubject(first.kind as NotificationKind)
        : `Conexões — ${notices.length} notificações / ${notices.length} notifications`,
    text: [
      `Olá, ${first.name}. / Hello, ${first.name}.`,
      '',
      ...lines,
      `Todas as notificações / All notifications: ${base}/notifications`,
      `Escolha o que recebe por e-mail / Choose what you get by e-mail: ${base}/account`,
    ].join('\n'),
  };
};

/**
 * Sends the pending e-mails (the `notifications.email` job, every minute). A message that fails is
 * given back (`emailed_at` cleared) for the next run; one that went out is never sent again.
 */
export const sendPendingEmails = async (
  db: Database,
  options: { mailer: Mailer; appUrl: string; signal?: AbortSignal },
): Promise<{ sent: number }> => {
  let sent = 0;
  let failed = false;
  for (;;) {
    if (options.signal?.aborted || failed) break;
    const claimed = await claim(db);
    const byUser = new Map<string, Claimed[]>();
    for (const notice of await stillOpenable(db, claimed))
      byUser.set(notice.userId, [...(byUser.get(notice.userId) ?? []), notice]);
    for (const notices of byUser.values()) {
      try {
        await options.mailer.send(message(options.appUrl, notices));
        sent += notices.length;
      } catch {
        // The mail server refused or is down: try again next run, not in a loop now.
        failed = true;
        const ids = notices.map((notice) => notice.id);
        await db.execute(sql`update notifications set emailed_at = null
          where id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`);
      }
    }
    if (claimed.length < BATCH) break;
  }
  return { sent };
};
