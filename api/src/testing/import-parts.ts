import { randomUUID } from 'node:crypto';
import type { DuplicateDecision } from '@conexoes/shared/contract';
import type { Database } from '../db/database';
import { stakeholders } from '../db/schema';
import type { RequestScope } from '../lib/scope';
import { FileKeys, NO_ROWS, type Group } from '../modules/stakeholders/import/import-group';
import { ImportMatcher } from '../modules/stakeholders/import/import-matcher';
import { StakeholderImportOutcome as ImportOutcome } from '../modules/stakeholders/import/stakeholder-import-outcome';
import { ImportParents } from '../modules/stakeholders/import/import-parents';
import { nameKeyOf, type ImportCandidate } from '../modules/stakeholders/import/row-validator';
import { createStakeholderImportRepository } from '../modules/stakeholders/import/stakeholder-import.repository';
import { createTimeSlice } from '../lib/sheets/time-slice';
import { stakeholderSearchText } from '../modules/stakeholders/stakeholder.fields';
import { permissionWith } from './stakeholder-helpers';

/**
 * The parts of an import (stakeholder-import.service.ts) wired as the service wires them, without a
 * file, a transaction or HTTP: tests hand them validated rows and read what they decided.
 */

/** A scope that reaches only `workspaceIds` of `tenantId`. */
export const importScope = (tenantId: string, workspaceIds: string[]): RequestScope => ({
  tenantId,
  workspaceIds,
  userId: randomUUID(),
  permissions: permissionWith({ stakeholders: { view: true, add: true, edit: true } }),
});

/** A validated row as row-validator.ts makes it: everything the file left empty is undefined. */
export const candidate = (
  line: number,
  values: Partial<ImportCandidate> & { name: string },
): ImportCandidate => ({
  line,
  kind: 'person',
  nameKey: nameKeyOf(values.name),
  document: undefined,
  categoryCode: undefined,
  scopeCode: undefined,
  entityTypeCode: undefined,
  state: undefined,
  municipality: undefined,
  municipalityCode: undefined,
  address: undefined,
  postalCode: undefined,
  email: undefined,
  phone: undefined,
  notes: undefined,
  parentDocument: undefined,
  parentName: undefined,
  influence: undefined,
  interest: undefined,
  topicIds: undefined,
  ...values,
});

/** The matcher, the parents and the outcome of one import, reading through `db`. */
export const importParts = (
  db: Database,
  scope: RequestScope,
  request: { dryRun?: boolean; onDuplicate?: DuplicateDecision | null } = {},
) => {
  const context = {
    scope,
    reads: db,
    repository: createStakeholderImportRepository(db),
    slice: createTimeSlice(),
  };
  const outcome = new ImportOutcome({
    dryRun: request.dryRun ?? false,
    onDuplicate: request.onDuplicate ?? null,
  });
  const keys = new FileKeys();
  const parents = new ImportParents(context, keys, outcome);
  const matcher = new ImportMatcher(context, keys, outcome, parents);
  return { context, outcome, keys, parents, matcher };
};

/** A group as the matcher makes it for a row of the file (no registered record). */
export const fileGroup = (firstLine: number, document: string | null = null): Group => ({
  id: randomUUID(),
  firstLine,
  document,
  existing: null,
  pending: NO_ROWS,
  written: false,
  created: false,
  outcome: 'none',
  held: false,
});

/** A registered stakeholder, stored as the stakeholder repository stores it (search text included). */
export const registerStakeholder = async (
  db: Database,
  tenantId: string,
  workspaceId: string,
  values: {
    kind?: 'person' | 'organization';
    name: string;
    document?: string | null;
    state?: string | null;
    municipality?: string | null;
    municipalityCode?: string | null;
  },
): Promise<string> => {
  const id = randomUUID();
  await db.insert(stakeholders).values({
    tenantId,
    workspaceId,
    id,
    kind: values.kind ?? 'person',
    name: values.name,
    document: values.document ?? null,
    state: values.state ?? null,
    municipality: values.municipality ?? null,
    municipalityCode: values.municipalityCode ?? null,
    searchText: stakeholderSearchText(values),
  });
  return id;
};
