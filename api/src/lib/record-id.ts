import { v7 } from 'uuid';

/**
 * Ids of new stakeholder and history rows: UUIDv7, time-ordered, so a bulk import appends to the
 * b-tree indexes that end in the id instead of splitting pages all over them
 * (docs/decisions/0024-time-ordered-ids.md). Old rows keep their random ids; both are plain UUIDs.
 */
export const newRecordId = (): string => v7();
