import { sql } from 'drizzle-orm';
import type { Interaction, InteractionInput } from '@conexoes/shared/contract';
import type { App } from '../app';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { bearer } from './auth-helpers';
import { API } from './stakeholder-helpers';

/** A valid interaction body (decision 0027: every field present), with `overrides` applied. */
export const interaction = (overrides: Partial<InteractionInput> = {}): InteractionInput => ({
  startsAt: '2026-03-10T14:00:00-03:00',
  endsAt: '2026-03-10T16:00:00-03:00',
  subject: 'Reunião com a Associação de Moradores do Córrego do Feijão',
  description: 'Moradores relataram poeira na estrada de acesso e pediram umectação diária.',
  direction: 'outbound',
  typeCode: 'meeting',
  channelCode: 'inPerson',
  classificationCode: 'request',
  statusCode: 'open',
  perception: 'neutral',
  state: 'MG',
  municipality: 'Brumadinho',
  latitude: -20.14,
  longitude: -44.2,
  stakeholders: [],
  participantIds: [],
  topicIds: [],
  ods: [],
  issuesRaised: null,
  response: null,
  followUpRequired: false,
  followUpDue: null,
  followUpOwnerId: null,
  survey: [],
  ...overrides,
});

/** The whole record a form sends back for an interaction as the API answered it, with `changes` applied. */
export const interactionUpdateOf = (
  record: Interaction,
  changes: Partial<InteractionInput> = {},
): InteractionInput => ({
  workspaceId: record.workspaceId,
  startsAt: record.startsAt,
  endsAt: record.endsAt,
  subject: record.subject,
  description: record.description,
  direction: record.direction,
  typeCode: record.typeCode,
  channelCode: record.channelCode,
  classificationCode: record.classificationCode,
  statusCode: record.statusCode,
  perception: record.perception,
  state: record.state,
  municipality: record.municipality,
  latitude: record.latitude,
  longitude: record.longitude,
  stakeholders: record.stakeholders.map((s) => ({ stakeholderId: s.id, role: s.role })),
  participantIds: record.participantIds,
  topicIds: record.topicIds,
  ods: record.ods,
  issuesRaised: record.issuesRaised,
  response: record.response,
  followUpRequired: record.followUpRequired,
  followUpDue: record.followUpDue,
  followUpOwnerId: record.followUpOwnerId,
  survey: record.survey,
  ...changes,
});

export const createInteraction = async (
  app: App,
  token: string,
  body: InteractionInput,
): Promise<Interaction> => {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/social-interactions`,
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create interaction failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

/**
 * The tenant's interactions whose kept topic ids (topic_ids, decision 0042) differ from their
 * interaction_topics links: every write must leave none.
 */
export const topicIdsDrift = async (db: Database, tenantId: string): Promise<string[]> =>
  rowsOf<{ code: string }>(
    await db.execute(sql`
      select i.code from interactions i
      where i.tenant_id = ${tenantId}
        and array(select unnest(i.topic_ids) order by 1) is distinct from array(
          select t.topic_id from interaction_topics t
          where t.tenant_id = i.tenant_id and t.interaction_id = i.id order by 1)`),
  ).map((r) => r.code);
