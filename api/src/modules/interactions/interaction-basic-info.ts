import {
  hasPermission,
  interactionPersonalFields,
  type InteractionPersonalField,
  type InteractionWrite,
} from '@conexoes/shared/contract';
import type { InteractionRow } from '../../db/schema';
import { requirePresent } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';

/*
 * onlyBasicInfo in the social interactions (area `socialInteractions`, not fullAccess; decisions 0005,
 * 0031): the people involved are not named and what was said about them is not given. One rule for
 * every way an interaction leaves the API — the JSON routes (record, details and history, search),
 * the export and the PDF report — written once here.
 */

/**
 * Whether the caller may read social interactions at all. Figures of interactions shown outside their
 * area (the stakeholder resume and dashboards, the topic dashboards) count nothing for a caller who may
 * not, and an interaction linked from another area (a commitment's origin, a plan's meetings) is not
 * described to them.
 */
export const readsInteractions = (scope: RequestScope): boolean =>
  hasPermission(scope.permissions, 'socialInteractions', 'view');

/** Whether the caller reads interactions with basic information only. */
export const basicInfoOnly = (scope: RequestScope): boolean =>
  hasPermission(scope.permissions, 'socialInteractions', 'onlyBasicInfo');

/** Whether a linked stakeholder is named to the caller: organisations always, people not to basicInfoOnly. */
export const isNamed = (restricted: boolean, stakeholder: { kind: string }): boolean =>
  !restricted || stakeholder.kind !== 'person';

/** The linked stakeholders the caller may see named (the others of `linked` are only counted). */
export const namedOf = <T extends { kind: string }>(linked: T[], restricted: boolean): T[] =>
  restricted ? linked.filter((s) => isNamed(restricted, s)) : linked;

/** One interaction as the caller may read it: without the personal fields when restricted (absent). */
export const withoutPersonalText = <T extends Partial<Record<InteractionPersonalField, unknown>>>(
  record: T,
  restricted: boolean,
): T => {
  if (!restricted) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const field of interactionPersonalFields) delete copy[field];
  return copy as T;
};

/*
 * Files (decision 0058): minutes, attendance lists and photos name and show the people involved, so a
 * restricted caller reads none of them — no list, no link, no name in the history; the record only
 * counts them (`hiddenAttachments`). They may still attach a file (they hold its bytes already, as they
 * may write a description they will not read back), but not remove one: they cannot see which it is.
 */

/** A file's history change as the caller may read it: a restricted caller gets a count, never a name. */
export const withoutFileNames = <T extends { field: string; before: unknown; after: unknown }>(
  change: T,
  restricted: boolean,
): T => {
  if (!restricted || change.field !== 'attachments') return change;
  // One entry is one file added or removed (the record's deletion, which removes several at once,
  // leaves a history nobody reads any more: a deleted record is a 404).
  const files = (value: unknown) => (typeof value === 'string' && value !== '' ? 1 : null);
  return { ...change, before: files(change.before), after: files(change.after) };
};

/** Whether a history change is one the caller may read (not a personal field when restricted). */
export const isReadableChange = (restricted: boolean, change: { field: string }): boolean =>
  !restricted || !(interactionPersonalFields as readonly string[]).includes(change.field);

/**
 * A create or PUT body as the whole record to write (decision 0027). A restricted caller never saw
 * the personal fields, so the stored text stays whatever the body says (nothing on a create unless
 * they wrote it); anyone else must send them (null clears), and leaving one out is a 422 naming it.
 */
export const wholeInteraction = (
  body: InteractionWrite,
  current: InteractionRow | null,
  restricted: boolean,
): InteractionWrite & Record<InteractionPersonalField, string | null> => {
  if (restricted)
    return {
      ...body,
      description: current ? current.description : (body.description ?? null),
      issuesRaised: current ? current.issuesRaised : (body.issuesRaised ?? null),
      response: current ? current.response : (body.response ?? null),
    };
  requirePresent(body, interactionPersonalFields);
  return {
    ...body,
    description: body.description ?? null,
    issuesRaised: body.issuesRaised ?? null,
    response: body.response ?? null,
  };
};
