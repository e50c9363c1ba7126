import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { interactionHistory, interactions, interactionStakeholders, stakeholders } from '../../db/schema';
import { renamedInChanges } from '../../lib/history-refs';
import { interactionSearchText } from './interaction.fields';

/** History fields that list stakeholders as [{id, name}]. */
const linkedStakeholders: ReadonlySet<string> = new Set(['stakeholders']);

// What the stakeholder area asks of the interactions when a stakeholder's name changes (edit,
// anonymisation) or it is about to be deleted: the interactions hold its name in their search text and
// their history, and refer to it as a participant.

const BATCH = 1000;

const linkedTo = (tenantId: string, stakeholderId: string) =>
  exists(
    sql`(select 1 from ${interactionStakeholders} where ${interactionStakeholders.tenantId} = ${tenantId}
      and ${interactionStakeholders.interactionId} = ${interactions.id}
      and ${interactionStakeholders.stakeholderId} = ${stakeholderId})`,
  );

/** Rebuilds the search text of every interaction the stakeholder takes part in, from the names as they are now. */
export async function refreshInteractionSearchText(
  tx: Database,
  tenantId: string,
  stakeholderId: string,
): Promise<void> {
  const rows = await tx
    .select({
      id: interactions.id,
      code: interactions.code,
      subject: interactions.subject,
      description: interactions.description,
    })
    .from(interactions)
    .where(and(eq(interactions.tenantId, tenantId), linkedTo(tenantId, stakeholderId)));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const names = await tx
      .select({ interactionId: interactionStakeholders.interactionId, name: stakeholders.name })
      .from(interactionStakeholders)
      .innerJoin(
        stakeholders,
        and(
          eq(stakeholders.tenantId, interactionStakeholders.tenantId),
          eq(stakeholders.id, interactionStakeholders.stakeholderId),
        ),
      )
      .where(
        and(
          eq(interactionStakeholders.tenantId, tenantId),
          inArray(
            interactionStakeholders.interactionId,
            batch.map((r) => r.id),
          ),
        ),
      );
    const namesOf = new Map<string, string[]>();
    for (const { interactionId, name } of names)
      namesOf.set(interactionId, [...(namesOf.get(interactionId) ?? []), name]);
    const texts = batch.map((r) => ({
      id: r.id,
      search_text: interactionSearchText({
        code: r.code,
        subject: r.subject,
        description: r.description,
        stakeholderNames: (namesOf.get(r.id) ?? []).sort((a, b) => a.localeCompare(b)),
      }),
    }));
    await tx.execute(sql`
      update ${interactions} set search_text = v.search_text
      from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as v (id uuid, search_text text)
      where ${interactions.tenantId} = ${tenantId} and ${interactions.id} = v.id`);
  }
}

/**
 * Anonymisation: the stakeholder's old name goes from the interactions' history too (the entries keep
 * that it took part, under its new name), then from their search text.
 */
export async function eraseStakeholderNameFromInteractions(
  tx: Database,
  tenantId: string,
  stakeholderId: string,
  newName: string,
): Promise<void> {
  const entries = await tx
    .select({ id: interactionHistory.id, changes: interactionHistory.changes })
    .from(interactionHistory)
    .where(
      and(
        eq(interactionHistory.tenantId, tenantId),
        sql`${interactionHistory.changes}::text like ${`%${stakeholderId}%`}`,
      ),
    );
  for (const entry of entries) {
    const changes = renamedInChanges(entry.changes, linkedStakeholders, stakeholderId, newName);
    await tx
      .update(interactionHistory)
      .set({ changes })
      .where(and(eq(interactionHistory.tenantId, tenantId), eq(interactionHistory.id, entry.id)));
  }
  await refreshInteractionSearchText(tx, tenantId, stakeholderId);
}

/** Whether a stakeholder takes part in an interaction that is not deleted (it may then not be deleted). */
export async function takesPartInInteractions(
  db: Database,
  tenantId: string,
  stakeholderId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: interactions.id })
    .from(interactions)
    .where(
      and(
        eq(interactions.tenantId, tenantId),
        isNull(interactions.deletedAt),
        linkedTo(tenantId, stakeholderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A deleted stakeholder's links to deleted interactions go with it. */
export async function dropStakeholderLinks(tx: Database, tenantId: string, stakeholderId: string) {
  await tx
    .delete(interactionStakeholders)
    .where(
      and(
        eq(interactionStakeholders.tenantId, tenantId),
        eq(interactionStakeholders.stakeholderId, stakeholderId),
      ),
    );
}
