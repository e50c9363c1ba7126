import { problemMessageKey, type FieldError, type Problem } from '@conexoes/shared';

/** The server's English messages this product knows, as keys of the `forms:server` words. */
const KNOWN_MESSAGES: Readonly<Record<string, string>> = {
  'The current password is not correct': 'currentPasswordWrong',
  'A stakeholder with this CPF/CNPJ already exists': 'duplicateDocument',
  'Another record already has this name': 'duplicateName',
  'A user with this e-mail already exists': 'duplicateEmail',
  'This workspace is not available': 'workspaceUnavailable',
  // "Count all" (api/src/lib/search-count.ts): a count past its time, or too many in a minute.
  'Counting this search took too long': 'countTooLong',
  'Too many counts: try again in a minute': 'countsTooMany',
  'You cannot deactivate yourself': 'cannotDeactivateSelf',
  'The root workspace cannot be deactivated': 'rootCannotBeDeactivated',
  'Unknown topic category': 'unknownCategory',
  'This option is in use: its list and code cannot change (deactivate it or add a new one)': 'optionInUse',
  'A new workspace needs a parent': 'parentRequired',
  'Unknown parent workspace': 'unknownParent',
  'Invalid email address': 'invalidEmail',
  // The acting rule's 403 (docs/decisions/0026): a refusal of the whole action, not of a field.
  'You cannot act on a user who reaches more than you do': 'actOnWiderUser',
  'This stakeholder takes part in social interactions, negotiation plans or commitments: anonymise it instead of deleting it':
    'stakeholderInInteractions',
  // The contract's `recordChangedMeanwhile`, written out: importing the contract here would put zod's
  // `new Function` probe in every remote's shared chunk, which the CSP refuses (server-errors.test.ts
  // checks that the two agree).
  'This record was changed by someone else after you opened it': 'changedMeanwhile',
  'The commitment has ended: its action plan can no longer change': 'commitmentEnded',
  'The negotiation plan has ended: its action plan can no longer change': 'negotiationPlanEnded',
};

/** Known 409s about the whole record, not one of its fields: for the alert, never under `conflictField`. */
const RECORD_CONFLICTS: ReadonlySet<string> = new Set(['changedMeanwhile']);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field error carrying a code (and its parameters) is translated by code when the app has words for it. */
type CodedFieldError = FieldError & { code?: string; params?: Record<string, unknown> };

/**
 * One server message in the user's language: by its code, by the known English text, else the
 * server's own text in English and a generic sentence in other languages (never a raw path).
 */
export const translateServerMessage = (
  error: { message: string; code?: string; params?: Record<string, unknown> },
  t: Translate,
  language: string,
): string => {
  if (error.code) {
    const byCode = t(`forms:server.${error.code}`, { ...error.params, defaultValue: '' });
    if (byCode) return byCode;
  }
  const known = KNOWN_MESSAGES[error.message];
  if (known) return t(`forms:server.${known}`);
  if (/^too_small|^Too small/i.test(error.message)) return t('forms:server.tooShort');
  if (/^too_big|^Too big/i.test(error.message)) return t('forms:server.tooLong');
  return language.startsWith('en') ? error.message : t('forms:invalid');
};

export type FieldPlacement = {
  /** Form field names the server's `body.<name>` paths map to. */
  fields: ReadonlySet<string>;
  /** Where a 409 (duplicate) belongs, e.g. 'document' for the CPF/CNPJ. */
  conflictField?: string;
  /**
   * Server path → form field name where they differ (`workspace.parentId` → `parentId`). A `*`
   * stands for any item's index: `workspaceIds.*` → `workspaceIds` shows a refused item of a list
   * on the list's own field (which has no field per item).
   */
  aliases?: Readonly<Record<string, string>>;
};

export type PlacedErrors = {
  fields: { name: (string | number)[]; errors: string[] }[];
  /** What belongs to no field of the form: for one alert (null when everything was placed). */
  rest: Problem | null;
};

/** Splits a problem into the errors shown under fields and what remains for the alert. */
export const placeServerErrors = (
  problem: Problem,
  placement: FieldPlacement,
  t: Translate,
  language: string,
): PlacedErrors => {
  const grouped = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const unplaced: FieldError[] = [];
  const add = (name: (string | number)[], message: string) => {
    const key = name.join('.');
    const entry = grouped.get(key) ?? { name, errors: [] };
    // Several items of one list refused for the same reason say it once on the list's field.
    if (!entry.errors.includes(message)) entry.errors.push(message);
    grouped.set(key, entry);
  };
  for (const error of (problem.errors ?? []) as CodedFieldError[]) {
    const parts = error.path.split('.').filter(Boolean);
    if (parts[0] === 'body') parts.shift();
    const alias =
      placement.aliases?.[parts.join('.')] ??
      placement.aliases?.[parts.map((p) => (/^\d+$/.test(p) ? '*' : p)).join('.')];
    const name = alias ? [alias] : parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    if (name.length === 0 || !placement.fields.has(String(name[0]))) {
      unplaced.push(error);
      continue;
    }
    add(name, translateServerMessage(error, t, language));
  }
  const known = KNOWN_MESSAGES[problem.detail];
  if (
    problem.status === 409 &&
    grouped.size === 0 &&
    !problem.errors?.length &&
    placement.conflictField &&
    !(known && RECORD_CONFLICTS.has(known))
  ) {
    add([placement.conflictField], known ? t(`forms:server.${known}`) : t('forms:conflict'));
  }
  const placedSomething = grouped.size > 0;
  const rest: Problem | null =
    !placedSomething || unplaced.length > 0
      ? { ...problem, errors: unplaced.length ? unplaced : undefined }
      : null;
  return { fields: [...grouped.values()], rest };
};

/** Known sentences that speak of a form: an action without one (a status button) says it another way. */
const WITHOUT_FORM: Readonly<Record<string, string>> = { changedMeanwhile: 'changedMeanwhileReloaded' };

/**
 * The sentence for a refusal that belongs to no field (a toast, a dialog): the server's known text in
 * the user's language, else the sentence for its status. `withoutForm`: the action had no form (a
 * status button, finish, reopen) and the page shows the stored record again afterwards.
 */
export const problemText = (
  problem: Problem | null | undefined,
  t: Translate,
  options: { withoutForm?: boolean } = {},
): string => {
  const known = problem?.detail ? KNOWN_MESSAGES[problem.detail] : undefined;
  const key = known && options.withoutForm ? (WITHOUT_FORM[known] ?? known) : known;
  return key ? t(`forms:server.${key}`) : t(problemMessageKey(problem?.status ?? 0));
};
