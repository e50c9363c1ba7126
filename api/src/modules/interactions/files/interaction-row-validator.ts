import {
  interactionRoles,
  isGrievance,
  normaliseDocument,
  todayInSaoPaulo,
  type GrievanceOutcome,
  type ImportErrorCode,
  type ImportMessageCode,
  type ImportMessageParams,
  type ImportRowError,
  type InteractionDirection,
  type InteractionRole,
  type Perception,
} from '@conexoes/shared/contract';
import { resolveMunicipality, resolveState } from '../../../lib/sheets/brazil-places';
import { restoreCell } from '../../../lib/sheets/cell-safety';
import { foldCached } from '../../../lib/sheets/fold-cache';
import { parseDateTime, parseDay } from './interaction-cells';
import {
  directionWords,
  grievanceOutcomeWords,
  roleWords,
  yesNoWords,
  type InteractionColumn,
} from './interaction-columns';
import { dayInSaoPaulo } from '../interaction-grievance';
import type { InteractionRecord } from './interaction-import-profiles';

export type InteractionOptionField = 'type' | 'channel' | 'classification' | 'status' | 'perception';

/** The tenant's references, folded text → id or code: what a row's words are matched against. */
export type InteractionLookups = {
  options: Record<InteractionOptionField, Map<string, string>>;
  topics: Map<string, string>;
  /** Users by folded name or e-mail; null when two users share the name. */
  users: Map<string, string | null>;
  /** Of those, the ones who may not open interactions of the import's workspace (users/opening-reach). */
  closed: ReadonlySet<string>;
};

/** A stakeholder the row names: matched later, by CPF/CNPJ or name + the interaction's municipality. */
export type StakeholderRef = {
  name: string;
  nameKey: string;
  document: string | null;
  role: InteractionRole;
};

/** A valid row, in the contract's terms (InteractionWrite) but with stakeholders still to be matched. */
export type InteractionCandidate = {
  line: number;
  code: string | null;
  startsAt: string;
  endsAt: string | null;
  subject: string;
  description: string | null;
  direction: InteractionDirection;
  typeCode: string;
  channelCode: string | null;
  classificationCode: string | null;
  statusCode: string | null;
  perception: Perception | null;
  state: string | null;
  municipality: string | null;
  municipalityCode: string | null;
  latitude: number | null;
  longitude: number | null;
  stakeholders: StakeholderRef[];
  participantIds: string[];
  topicIds: string[];
  ods: number[];
  issuesRaised: string | null;
  response: string | null;
  followUpRequired: boolean;
  followUpDue: string | null;
  followUpOwnerId: string | null;
  /** A grievance's steps, `YYYY-MM-DD`, and the complainant's answer (decision 0074). */
  grievanceAcknowledgedOn: string | null;
  grievanceRespondedOn: string | null;
  grievanceClosedOn: string | null;
  grievanceOutcome: GrievanceOutcome | null;
  /** The complainant known only to the grievance desk (decision 0075): a grievance only. */
  confidential: boolean;
};

/** What the stakeholder matching needs of a row: its stakeholders and the place they are sought in. */
export type StakeholderCheck = Pick<
  InteractionCandidate,
  'line' | 'stakeholders' | 'state' | 'municipality' | 'municipalityCode'
>;

/**
 * A row with errors still has its stakeholders checked (`check`), so the report lists all of its
 * problems at once: those whose CPF/CNPJ is well formed, and — when its place is readable — those
 * named without one.
 */
export type InteractionRowResult =
  | { candidate: InteractionCandidate; errors: []; check: null }
  | { candidate: null; errors: ImportRowError[]; check: StakeholderCheck | null };

/** Words of every language (and the codes) → value, folded. */
const wordsOf = <K extends string>(
  table: Record<string, Record<K, string>>,
  extra: Array<[string, K]> = [],
) => {
  const map = new Map<string, K>(extra.map(([w, v]) => [foldCached(w), v]));
  for (const words of Object.values(table))
    for (const [value, word] of Object.entries(words) as Array<[K, string]>) {
      map.set(foldCached(word), value);
      map.set(foldCached(value), value);
    }
  return map;
};
const directions = wordsOf(directionWords, [
  ['entrada', 'inbound'],
  ['saida', 'outbound'],
  ['recebido', 'inbound'],
  ['realizado', 'outbound'],
]);
const roles = wordsOf(roleWords);
const booleans = new Map<string, boolean>([
  ...Object.values(yesNoWords).flatMap(({ yes, no }) => [
    [foldCached(yes), true] as [string, boolean],
    [foldCached(no), false] as [string, boolean],
  ]),
  ['s', true],
  ['n', false],
  ['y', true],
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

const limits: Partial<Record<InteractionColumn, number>> = {
  code: 40,
  subject: 200,
  description: 20_000,
  issuesRaised: 10_000,
  response: 10_000,
};
/** The most entries one cell may list (the contract's limits). */
const MAX_LIST = { stakeholders: 200, participants: 100, topics: 100, ods: 17 } as const;

const clean = (value: string | undefined): string =>
  value === undefined ? '' : restoreCell(value.replace(/\s+/g, ' ').trim());
const cleanMultiline = (value: string | undefined): string =>
  value === undefined ? '' : restoreCell(value.trim());
const listOf = (value: string): string[] =>
  value
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);
export const nameKeyOf = (name: string): string => foldCached(name).replace(/\s+/g, ' ');

/** "Maria Souza (Reclamante)" → name and role; brackets that are no role stay part of the name. */
const stakeholderEntry = (entry: string): { name: string; role: InteractionRole } => {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(entry);
  const role = match ? roles.get(foldCached(match[2] as string)) : undefined;
  return match && role ? { name: match[1] as string, role } : { name: entry, role: 'participant' };
};

const outcomes = wordsOf(grievanceOutcomeWords);
const grievanceDays = ['grievanceAcknowledgedOn', 'grievanceRespondedOn', 'grievanceClosedOn'] as const;

/**
 * A grievance's steps in a row (decision 0074), by the rules of PUT social-interactions/{id}/grievance:
 * only on a complaint or grievance; each step after the one before it, none before the day received
 * nor after today; closed with the complainant's answer, and only then.
 */
const grievanceStepsOf = (
  row: {
    text: (column: InteractionColumn) => string | null;
    fail: (
      column: InteractionColumn,
      code: ImportErrorCode,
      messageCode: ImportMessageCode,
      message: string,
      params?: ImportMessageParams,
    ) => void;
  },
  startsAt: string | null,
  grievance: boolean | null,
) => {
  const steps = {
    grievanceAcknowledgedOn: null as string | null,
    grievanceRespondedOn: null as string | null,
    grievanceClosedOn: null as string | null,
    grievanceOutcome: null as GrievanceOutcome | null,
  };
  const receivedOn = startsAt ? dayInSaoPaulo(new Date(startsAt)) : null;
  const today = todayInSaoPaulo();
  grievanceDays.forEach((column, index) => {
    const written = row.text(column);
    if (!written) return;
    const day = parseDay(written);
    if (!day) {
      row.fail(column, 'invalid', 'dateInvalid', `"${written}" is not a date (dd/mm/yyyy)`, {
        value: written,
      });
      return;
    }
    if (grievance === false) {
      row.fail(
        column,
        'invalid',
        'grievanceNotAGrievance',
        'Only a complaint or a grievance has these steps',
      );
      return;
    }
    const before = index > 0 ? steps[grievanceDays[index - 1] as (typeof grievanceDays)[number]] : receivedOn;
    if (index > 0 && !before)
      row.fail(column, 'invalid', 'grievanceStepMissing', 'The step before this one has no date');
    else if (index === 0 && receivedOn && day < receivedOn)
      row.fail(
        column,
        'invalid',
        'grievanceBeforeReceived',
        'This date is before the grievance was received',
      );
    else if (index > 0 && before && day < before)
      row.fail(column, 'invalid', 'grievanceStepOrder', 'This date is before the step before it');
    else if (day > today) row.fail(column, 'invalid', 'grievanceFuture', 'This date is in the future');
    else steps[column] = day;
  });
  const outcomeText = row.text('grievanceOutcome');
  if (outcomeText) {
    const outcome = outcomes.get(foldCached(outcomeText));
    if (!outcome)
      row.fail(
        'grievanceOutcome',
        'invalid',
        'grievanceOutcomeUnknown',
        `"${outcomeText}" is not an answer to the outcome`,
        {
          value: outcomeText,
        },
      );
    else if (!row.text('grievanceClosedOn'))
      row.fail(
        'grievanceOutcome',
        'invalid',
        'grievanceOutcomeOpen',
        'Only a closed grievance has an outcome',
      );
    else steps.grievanceOutcome = outcome;
  } else if (steps.grievanceClosedOn)
    row.fail(
      'grievanceOutcome',
      'required',
      'grievanceOutcome',
      'Closing a grievance records whether the complainant accepted the outcome',
    );
  return steps;
};

/**
 * Checks one row in the template's terms: required fields, dates, option labels, place, lists of
 * names, the follow-up — the same rules as a typed interaction (contract's checkInteraction), worded
 * per row with a messageCode and its params.
 */
export const validateInteractionRow = (
  line: number,
  record: InteractionRecord,
  lookups: InteractionLookups,
  sourceColumn: (column: InteractionColumn) => string,
  timeZone: string,
): InteractionRowResult => {
  const errors: ImportRowError[] = [];
  const fail = (
    column: InteractionColumn,
    code: ImportErrorCode,
    messageCode: ImportMessageCode,
    message: string,
    params: ImportMessageParams = {},
  ) => errors.push({ line, column: sourceColumn(column), field: column, code, messageCode, params, message });
  const text = (column: InteractionColumn, multiline = false): string | null => {
    const value = multiline ? cleanMultiline(record[column]) : clean(record[column]);
    if (!value) return null;
    const max = limits[column];
    if (max && value.length > max) {
      fail(column, 'tooLong', 'tooLong', `At most ${max} characters`, { max });
      return null;
    }
    return value;
  };

  const code = text('code');
  const startsText = text('startsAt');
  const startsAt = startsText ? parseDateTime(startsText, timeZone) : null;
  if (!startsText) fail('startsAt', 'required', 'dateRequired', 'The start date is required');
  else if (!startsAt)
    fail('startsAt', 'invalid', 'dateInvalid', `"${startsText}" is not a date (dd/mm/yyyy hh:mm)`, {
      value: startsText,
    });
  const endsText = text('endsAt');
  const endsAt = endsText ? parseDateTime(endsText, timeZone) : null;
  if (endsText && !endsAt)
    fail('endsAt', 'invalid', 'dateInvalid', `"${endsText}" is not a date (dd/mm/yyyy hh:mm)`, {
      value: endsText,
    });
  else if (startsAt && endsAt && Date.parse(endsAt) < Date.parse(startsAt))
    fail('endsAt', 'invalid', 'endBeforeStart', 'The end is before the start');

  const subject = text('subject');
  if (!subject) fail('subject', 'required', 'subjectRequired', 'The subject is required');

  const directionText = text('direction');
  const direction = directionText ? directions.get(foldCached(directionText)) : undefined;
  if (!directionText) fail('direction', 'required', 'columnRequired', 'This column is required');
  else if (!direction)
    fail(
      'direction',
      'invalid',
      'directionUnknown',
      `Unknown direction "${directionText}": use inbound or outbound`,
      {
        value: directionText,
      },
    );

  const option = (column: InteractionOptionField): string | null => {
    const value = text(column);
    if (!value) return null;
    const found = lookups.options[column].get(foldCached(value));
    if (!found) {
      if (column === 'perception')
        fail(column, 'invalid', 'perceptionUnknown', `Unknown perception "${value}"`, { value });
      else
        fail(column, 'unknownOption', 'optionUnknown', `"${value}" is not an option of this list`, { value });
    }
    return found ?? null;
  };
  const typeCode = option('type');
  if (!clean(record.type)) fail('type', 'required', 'typeRequired', 'The type is required');
  const channelCode = option('channel');
  const classificationCode = option('classification');
  const statusCode = option('status');
  const perception = option('perception') as Perception | null;

  const stateText = text('state');
  const state = stateText ? (resolveState(stateText) ?? null) : null;
  if (stateText && !state)
    fail('state', 'unknownState', 'stateUnknown', `Unknown state "${stateText}"`, { value: stateText });
  const municipalityText = text('municipality');
  let municipality: string | null = null;
  let municipalityCode: string | null = null;
  if (municipalityText) {
    if (!stateText) fail('state', 'required', 'municipalityNeedsState', 'A municipality needs its state');
    else if (state) {
      const found = resolveMunicipality(state, municipalityText);
      if (!found)
        fail(
          'municipality',
          'municipalityNotInState',
          'municipalityNotInState',
          `"${municipalityText}" is not a municipality of ${state}`,
          {
            value: municipalityText,
            state,
          },
        );
      municipality = found?.name ?? null;
      municipalityCode = found?.code ?? null;
    }
  }

  const coordinate = (column: 'latitude' | 'longitude', max: number): number | null => {
    const value = text(column);
    if (!value) return null;
    const n = Number(value.replace(',', '.'));
    if (!Number.isFinite(n) || Math.abs(n) > max) {
      fail(column, 'invalid', 'numberInvalid', `"${value}" is not a coordinate`, { value, min: -max, max });
      return null;
    }
    return n;
  };
  const latitude = coordinate('latitude', 90);
  const longitude = coordinate('longitude', 180);
  if ((latitude === null) !== (longitude === null) && clean(record.latitude) !== clean(record.longitude))
    fail(
      latitude === null ? 'latitude' : 'longitude',
      'required',
      'coordinatesPair',
      'Coordinates need both latitude and longitude',
    );

  const tooMany = (column: keyof typeof MAX_LIST, count: number) => {
    if (count > MAX_LIST[column])
      fail(column, 'invalid', 'tooMany', `At most ${MAX_LIST[column]} entries`, { max: MAX_LIST[column] });
  };

  const names = listOf(text('stakeholders') ?? '');
  tooMany('stakeholders', names.length);
  const documentCells = (text('stakeholderDocuments') ?? '').split('|').map((d) => d.trim());
  const stakeholders: StakeholderRef[] = [];
  /** Stakeholders whose CPF/CNPJ is unreadable: matched by nobody, their error is the document's. */
  const unreadable = new Set<StakeholderRef>();
  names.forEach((entry, index) => {
    const { name, role } = stakeholderEntry(entry);
    const raw = documentCells[index] ?? '';
    const document = raw ? normaliseDocument(raw) : null;
    const badDocument = document !== null && document.length !== 11 && document.length !== 14;
    if (badDocument)
      fail(
        'stakeholderDocuments',
        'invalidDocument',
        'stakeholderDocumentInvalid',
        `Invalid CPF/CNPJ "${raw}"`,
        { value: raw },
      );
    if (!(interactionRoles as readonly string[]).includes(role))
      fail('stakeholders', 'invalid', 'roleUnknown', `Unknown role of "${name}"`, { value: entry });
    const ref: StakeholderRef = { name, nameKey: nameKeyOf(name), document, role };
    if (badDocument) unreadable.add(ref);
    stakeholders.push(ref);
  });

  const user = (column: InteractionColumn, value: string): string | null => {
    const id = lookups.users.get(foldCached(value));
    if (!id) {
      fail(column, 'unknownUser', 'userUnknown', `No single user is called "${value}"`, { value });
      return null;
    }
    // A participant or follow-up owner may open the record, as the form has it (decision 0060).
    if (lookups.closed.has(id)) {
      fail(column, 'unknownUser', 'userCannotOpen', `"${value}" cannot open interactions of this workspace`, {
        value,
      });
      return null;
    }
    return id;
  };
  const participantNames = listOf(text('participants') ?? '');
  tooMany('participants', participantNames.length);
  const participantIds = [
    ...new Set(
      participantNames.map((n) => user('participants', n)).filter((id): id is string => id !== null),
    ),
  ];

  const topicNames = listOf(text('topics') ?? '');
  tooMany('topics', topicNames.length);
  const topicIds: string[] = [];
  for (const topic of topicNames) {
    const id = lookups.topics.get(foldCached(topic));
    if (id) topicIds.push(id);
    else fail('topics', 'unknownTopic', 'topicUnknown', `Unknown topic "${topic}"`, { value: topic });
  }

  const ods: number[] = [];
  for (const entry of listOf((text('ods') ?? '').replace(/[,;]/g, '|'))) {
    const n = Number(entry.replace(/^(ods|sdg)\s*/i, ''));
    if (Number.isInteger(n) && n >= 1 && n <= 17) ods.push(n);
    else
      fail('ods', 'invalid', 'odsUnknown', `"${entry}" is not an SDG (1-17)`, {
        value: entry,
        min: 1,
        max: 17,
      });
  }

  const followText = text('followUpRequired');
  let followUpRequired = false;
  if (followText) {
    const value = booleans.get(foldCached(followText));
    if (value === undefined)
      fail('followUpRequired', 'invalid', 'booleanUnknown', `"${followText}" is neither yes nor no`, {
        value: followText,
      });
    followUpRequired = value ?? false;
  }
  const dueText = text('followUpDue');
  const followUpDue = dueText ? parseDay(dueText) : null;
  if (dueText && !followUpDue)
    fail('followUpDue', 'invalid', 'dateInvalid', `"${dueText}" is not a date (dd/mm/yyyy)`, {
      value: dueText,
    });
  const ownerText = text('followUpOwner');
  const followUpOwnerId = ownerText ? user('followUpOwner', ownerText) : null;
  if (followUpRequired) {
    if (!dueText) fail('followUpDue', 'required', 'followUpDue', 'A follow-up needs a due date');
    if (!ownerText)
      fail('followUpOwner', 'required', 'followUpOwner', 'A follow-up needs someone responsible');
  }
  const grievance = grievanceStepsOf(
    { text, fail },
    startsAt,
    // Unknown while the type is unreadable (its own error says so): the steps are then not judged by it.
    typeCode ? isGrievance({ typeCode, classificationCode: classificationCode ?? null }) : null,
  );
  const confidentialText = text('grievanceConfidential');
  let confidential = false;
  if (confidentialText) {
    const value = booleans.get(foldCached(confidentialText));
    if (value === undefined)
      fail(
        'grievanceConfidential',
        'invalid',
        'booleanUnknown',
        `"${confidentialText}" is neither yes nor no`,
        {
          value: confidentialText,
        },
      );
    else if (value && typeCode && !isGrievance({ typeCode, classificationCode: classificationCode ?? null }))
      fail(
        'grievanceConfidential',
        'invalid',
        'confidentialNotGrievance',
        'Only a complaint or grievance may keep its complainant confidential',
      );
    confidential = value ?? false;
  }
  const description = text('description', true);
  const issuesRaised = text('issuesRaised', true);
  const response = text('response', true);

  if (errors.length > 0 || !startsAt || !subject || !direction || !typeCode) {
    // A name is sought in the row's municipality: when the place is wrong, only documents are checked.
    const placeRead = !errors.some((e) => e.field === 'state' || e.field === 'municipality');
    const checked = stakeholders.filter((s) => !unreadable.has(s) && (s.document !== null || placeRead));
    return {
      candidate: null,
      errors,
      check:
        checked.length > 0 ? { line, stakeholders: checked, state, municipality, municipalityCode } : null,
    };
  }
  return {
    candidate: {
      line,
      code,
      startsAt,
      endsAt,
      subject,
      description,
      direction,
      typeCode,
      channelCode,
      classificationCode,
      statusCode,
      perception,
      state,
      municipality,
      municipalityCode,
      latitude,
      longitude,
      stakeholders,
      participantIds,
      topicIds: [...new Set(topicIds)],
      ods: [...new Set(ods)].sort((a, b) => a - b),
      issuesRaised,
      response,
      followUpRequired,
      followUpDue: followUpRequired ? followUpDue : null,
      followUpOwnerId: followUpRequired ? followUpOwnerId : null,
      ...grievance,
      confidential,
    },
    errors: [],
    check: null,
  };
};
