import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  commitmentHistory,
  commitments,
  commitmentStakeholders,
  negotiationPlans,
  negotiationPlanStakeholders,
  stakeholders,
} from '../../db/schema';
import { renamedInChanges } from '../../lib/history-refs';
import { searchTextOf } from './commitment.fields';

// What the stakeholder area asks of the commitments area when a stakeholder's name changes (edit,
// anonymisation), as of the interactions (interaction-stakeholder-sync.ts): plans and commitments hold
// the names of the stakeholders they link in their search text and their history.

const BATCH = 1000;

/** The two kinds of record that link stakeholders, each with its own text and link table. */
const kinds = [
  {
    table: negotiationPlans,
    links: negotiationPlanStakeholders,
    recordOf: negotiationPlanStakeholders.planId,
    ownText: (r: { code: string; title: string; text: string | null }) => [r.code, r.title, r.text],
    text: negotiationPlans.objective,
  },
  {
    table: commitments,
    links: commitmentStakeholders,
    recordOf: commitmentStakeholders.commitmentId,
    ownText: (r: { code: string; title: string; text: string | null }) => [r.code, r.title, r.text],
    text: commitments.description,
  },
] as const;

/** Rebuilds the search text of every plan and commitment linking the stakeholder, from the names as they are now. */
export async function refreshCommitmentSearchText(
  tx: Database,
  tenantId: string,
  stakeholderId: string,
): Promise<void> {
  for (const kind of kinds) {
    const ids = (
      await tx
        .select({ id: kind.recordOf })
        .from(kind.links)
        .where(and(eq(kind.links.tenantId, tenantId), eq(kind.links.stakeholderId, stakeholderId)))
    ).map((r) => r.id);
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const [rows, names] = await Promise.all([
        tx
          .select({ id: kind.table.id, code: kind.table.code, title: kind.table.title, text: kind.text })
          .from(kind.table)
          .where(and(eq(kind.table.tenantId, tenantId), inArray(kind.table.id, batch))),
        tx
          .select({ recordId: kind.recordOf, name: stakeholders.name })
          .from(kind.links)
          .innerJoin(
            stakeholders,
            and(
              eq(stakeholders.tenantId, kind.links.tenantId),
              eq(stakeholders.id, kind.links.stakeholderId),
            ),
          )
          .where(and(eq(kind.links.tenantId, tenantId), inArray(kind.recordOf, batch)))
          .orderBy(asc(stakeholders.name), asc(stakeholders.id)),
      ]);
      const namesOf = new Map<string, string[]>();
      for (const { recordId, name } of names) namesOf.set(recordId, [...(namesOf.get(recordId) ?? []), name]);
      const texts = rows.map((r) => ({
        id: r.id,
        search_text: searchTextOf(...kind.ownText(r), ...(namesOf.get(r.id) ?? [])),
      }));
      await tx.execute(sql`
        update ${kind.table} set search_text = v.search_text
        from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb) as v (id uuid, search_text text)
        where ${kind.table.tenantId} = ${tenantId} and ${kind.table.id} = v.id`);
    }
  }
}

/** History fields that list stakeholders as [{id, name}]. */
const stakeholderLists: ReadonlySet<string> = new Set(['stakeholders', 'beneficiaries']);

/**
 * Anonymisation: the stakeholder's old name goes from the plans' and commitments' history too (the
 * entries keep that it was linked, under its new name), then from their search text.
 */
export async function eraseStakeholderNameFromCommitments(
  tx: Database,
  tenantId: string,
  stakeholderId: string,
  newName: string,
): Promise<void> {
  const entries = await tx
    .select({ id: commitmentHistory.id, changes: commitmentHistory.changes })
    .from(commitmentHistory)
    .where(
      and(
        eq(commitmentHistory.tenantId, tenantId),
        sql`${commitmentHistory.changes}::text like ${`%${stakeholderId}%`}`,
      ),
    );
  for (const entry of entries) {
    const changes = renamedInChanges(entry.changes, stakeholderLists, stakeholderId, newName);
    await tx
      .update(commitmentHistory)
      .set({ changes })
      .where(and(eq(commitmentHistory.tenantId, tenantId), eq(commitmentHistory.id, entry.id)));
  }
  await refreshCommitmentSearchText(tx, tenantId, stakeholderId);
}

/**
 * Whether a stakeholder is linked to a plan or commitment that is not deleted. It may then not be
 * deleted, as one in an interaction may not (an agreement's party or a commitment's beneficiary is
 * whom the company owes something): anonymising erases its personal data and keeps the records whole.
 */
export async function takesPartInCommitments(
  db: Database,
  tenantId: string,
  stakeholderId: string,
): Promise<boolean> {
  for (const kind of kinds) {
    const [row] = await db
      .select({ id: kind.table.id })
      .from(kind.table)
      .where(
        and(
          eq(kind.table.tenantId, tenantId),
          isNull(kind.table.deletedAt),
          exists(
            sql`(select 1 from ${kind.links} where ${kind.links.tenantId} = ${tenantId}
              and ${kind.recordOf} = ${kind.table.id}
              and ${kind.links.stakeholderId} = ${stakeholderId})`,
          ),
        ),
      )
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** A deleted stakeholder's links to deleted plans and commitments go with it (live ones refuse the delete). */
export async function dropCommitmentStakeholderLinks(tx: Database, tenantId: string, stakeholderId: string) {
  for (const kind of kinds)
    await tx
      .delete(kind.links)
      .where(and(eq(kind.links.tenantId, tenantId), eq(kind.links.stakeholderId, stakeholderId)));
}
