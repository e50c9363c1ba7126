import type { Database } from '../../../db/database';
import type { RequestScope } from '../../../lib/scope';
import type { ImportCandidate } from './row-validator';
import type { ExistingRef, StakeholderImportRepository } from './stakeholder-import.repository';
import type { TimeSlice } from '../../../lib/sheets/time-slice';

/** A valid row waiting to be written, with its parent once known (undefined: the row names none). */
export type PendingRow = { c: ImportCandidate; parent?: string | null };

/**
 * One stakeholder of the file: its first row, later duplicates, maybe a registered record. Kept for the
 * whole import (the duplicate keys point at it); its rows are dropped once written.
 */
export type Group = {
  id: string;
  firstLine: number;
  /** The first row's CPF/CNPJ: two different documents are two stakeholders. */
  document: string | null;
  existing: ExistingRef | null;
  pending: readonly PendingRow[];
  /** Written by this import already (created, or an earlier batch updated it). */
  written: boolean;
  created: boolean;
  /** What the counts say of a registered record so far. */
  outcome: 'none' | 'unchanged' | 'updated';
  /** Waits for the end of the file: a row names a parent not met yet. */
  held: boolean;
};

/**
 * A group's rows once taken (or before its first): shared, never pushed to. A group's first row makes
 * a one-element array (`[entry]`): an empty array's first push reserves 17 slots, and the 100k groups
 * of a large import outlive the young generation, so every byte of them is copied by scavenges.
 */
export const NO_ROWS: readonly PendingRow[] = Object.freeze([]);

/** The second duplicate key: folded name, UF and municipality (IBGE code). */
export const nameKey = (c: { nameKey: string; state?: string | null; municipalityCode?: string | null }) =>
  `${c.nameKey}|${c.state ?? ''}|${c.municipalityCode ?? ''}`;

/**
 * Keys of every stakeholder met so far in the file, kept for the whole import so that a duplicate or a
 * parent 90,000 rows later is still found in memory. Shared by the matcher (which fills it), the parents
 * (which look organisations up in it) and the batch writer (which notes the records it created).
 */
export class FileKeys {
  readonly byDocument = new Map<string, Group>();
  readonly byName = new Map<string, Group>();
  readonly orgByDocument = new Map<string, Group>();
  /** null: two organisations of the file share the name. */
  readonly orgByName = new Map<string, Group | null>();
  /** Records this import created: the transaction sees them, the duplicate checks must not. */
  readonly ownIds = new Set<string>();

  noteOrganisation(c: ImportCandidate, g: Group): void {
    if (c.kind !== 'organization') return;
    if (c.document) this.orgByDocument.set(c.document, g);
    const known = this.orgByName.get(c.nameKey);
    this.orgByName.set(c.nameKey, known === undefined || known === g ? g : null);
  }
}

/** What the matcher and the parents read through: the database side of one import. */
export type LookupContext = {
  scope: RequestScope;
  /** The pool on PostgreSQL (the look-ups need none of the import's rows), the transaction on PGlite. */
  reads: Database;
  repository: StakeholderImportRepository;
  /** The import's one time budget (time-slice.ts): every loop lets the event loop through when due. */
  slice: TimeSlice;
};
