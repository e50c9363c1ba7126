import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import {
  normaliseDocument,
  type ImportErrorCode,
  type ImportMessageCode,
  type ImportMessageParams,
  type ImportRowError,
  type StakeholderKind,
} from '@conexoes/shared/contract';
import { foldText } from '../../../lib/text';
import { foldCached } from '../../../lib/sheets/fold-cache';
import { restoreCell } from '../../../lib/sheets/cell-safety';
import { resolveMunicipality, resolveState } from '../../../lib/sheets/brazil-places';
import type { StandardRecord } from './import-profiles';
import type { StakeholderColumn } from './stakeholder-columns';

export type OptionField = 'category' | 'scope' | 'entityType';
/** Option lists of the tenant: folded code or label → code, per field. */
export type OptionLookup = Record<OptionField, Map<string, string>>;
/** Topics in scope: folded name → id. */
export type TopicLookup = Map<string, string>;

/**
 * A valid row. `undefined` = no value (no such column, or an empty cell): an update keeps the stored
 * value, a create takes the default.
 */
export type ImportCandidate = {
  line: number;
  kind: StakeholderKind;
  name: string;
  /** Folded name: with the municipality, the second duplicate key. */
  nameKey: string;
  document: string | null | undefined;
  categoryCode: string | null | undefined;
  scopeCode: string | null | undefined;
  entityTypeCode: string | null | undefined;
  state: string | null | undefined;
  municipality: string | null | undefined;
  municipalityCode: string | null | undefined;
  address: string | null | undefined;
  postalCode: string | null | undefined;
  email: string | null | undefined;
  phone: string | null | undefined;
  notes: string | null | undefined;
  parentDocument: string | null | undefined;
  parentName: string | null | undefined;
  influence: number | undefined;
  interest: number | undefined;
  topicIds: string[] | undefined;
};

export type RowContext = {
  options: OptionLookup;
  topics: TopicLookup;
  /** The file column a template column came from, for messages. */
  sourceColumn: (column: StakeholderColumn) => string;
  /** Columns this profile requires besides name and kind (renova: the CNPJ). */
  requiredFields?: StakeholderColumn[];
};

export type RowResult =
  { candidate: ImportCandidate; errors: [] } | { candidate: null; errors: ImportRowError[] };

const kinds = new Map<string, StakeholderKind>(
  [
    ['person', 'person'],
    ['pessoa', 'person'],
    ['pessoa fisica', 'person'],
    ['fisica', 'person'],
    ['pf', 'person'],
    ['individual', 'person'],
    ['organization', 'organization'],
    ['organisation', 'organization'],
    ['organizacao', 'organization'],
    ['pessoa juridica', 'organization'],
    ['juridica', 'organization'],
    ['pj', 'organization'],
    ['empresa', 'organization'],
  ].map(([k, v]) => [k as string, v as StakeholderKind]),
);

const levels = new Map<string, number>([
  ['muito baixa', 1],
  ['muito baixo', 1],
  ['very low', 1],
  ['baixa', 2],
  ['baixo', 2],
  ['low', 2],
  ['media', 3],
  ['medio', 3],
  ['medium', 3],
  ['alta', 4],
  ['alto', 4],
  ['high', 4],
  ['muito alta', 5],
  ['muito alto', 5],
  ['very high', 5],
]);

const emailSchema = z.email();
const limits: Partial<Record<StakeholderColumn, number>> = {
  address: 300,
  phone: 30,
  notes: 5000,
  email: 254,
  parentName: 200,
};

const clean = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : restoreCell(value.replace(/\s+/g, ' ').trim());
const cleanMultiline = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : restoreCell(value.trim());

/**
 * A CPF/CNPJ as the API stores it (the contract's normaliseDocument: mask off, upper case, letters
 * kept — CNPJs are alphanumeric since July 2026). A spreadsheet that stored it as a number lost its
 * leading zeros: those come back.
 */
const documentOf = (value: string, kind: StakeholderKind): string => {
  const document = normaliseDocument(value);
  const length = kind === 'person' ? 11 : 14;
  return /^\d+$/.test(value.trim()) && document.length < length && document.length >= length - 3
    ? document.padStart(length, '0')
    : document;
};
/** The same check digits the API's contract verifies (CNPJ version 2: alphanumeric accepted). */
const validDocument = (document: string, kind: StakeholderKind): boolean =>
  kind === 'person' ? isValidCpf(document) : isValidCnpj(document, { version: 2 });

export const nameKeyOf = (name: string): string => foldText(name).replace(/\s+/g, ' ');

/** Checks one row in the template's terms: required fields, CPF/CNPJ, UF/município, option codes, 1-5 scales. */
export const validateRow = (line: number, record: StandardRecord, context: RowContext): RowResult => {
  const errors: ImportRowError[] = [];
  const fail = (
    column: StakeholderColumn,
    code: ImportErrorCode,
    messageCode: ImportMessageCode,
    message: string,
    params: ImportMessageParams = {},
  ) => {
    errors.push({
      line,
      column: context.sourceColumn(column),
      field: column,
      code,
      messageCode,
      params,
      message,
    });
  };
  const text = (column: StakeholderColumn): string | null | undefined => {
    const value = column === 'notes' ? cleanMultiline(record[column]) : clean(record[column]);
    // An empty cell never erases: a partial sheet must not wipe what is stored (docs/imports.md).
    if (value === undefined || value === '') return undefined;
    const max = limits[column];
    if (max && value.length > max) {
      fail(column, 'tooLong', 'tooLong', `At most ${max} characters`, { max });
      return null;
    }
    return value;
  };

  const name = clean(record.name) ?? '';
  if (!name) fail('name', 'required', 'nameRequired', 'The name is required');
  else if (name.length < 2 || name.length > 200)
    fail('name', 'invalid', 'nameLength', 'The name needs 2 to 200 characters', { min: 2, max: 200 });

  const kindText = clean(record.kind) ?? '';
  const kind = kinds.get(foldCached(kindText));
  if (!kindText) fail('kind', 'required', 'kindRequired', 'The kind (person or organization) is required');
  else if (!kind)
    fail('kind', 'invalid', 'kindUnknown', `Unknown kind "${kindText}": use person or organization`, {
      value: kindText,
    });

  const documentText = text('document');
  let document: string | null | undefined = documentText;
  if (documentText && kind) {
    document = documentOf(documentText, kind);
    if (!validDocument(document, kind))
      fail(
        'document',
        'invalidDocument',
        kind === 'person' ? 'cpfInvalid' : 'cnpjInvalid',
        kind === 'person' ? 'Invalid CPF' : 'Invalid CNPJ',
        { value: documentText },
      );
  }

  const option = (column: OptionField): string | null | undefined => {
    const value = text(column);
    if (!value) return value;
    const code = context.options[column].get(foldCached(value));
    if (!code)
      fail(column, 'unknownOption', 'optionUnknown', `"${value}" is not an option of this list`, { value });
    return code ?? null;
  };
  const categoryCode = option('category');
  const scopeCode = option('scope');
  const entityTypeCode = option('entityType');

  const stateText = text('state');
  let state: string | null | undefined = stateText;
  if (stateText) {
    state = resolveState(stateText) ?? null;
    if (!state)
      fail('state', 'unknownState', 'stateUnknown', `Unknown state "${stateText}"`, { value: stateText });
  }
  const municipalityText = text('municipality');
  let municipality: string | null | undefined = municipalityText;
  let municipalityCode: string | null | undefined = municipalityText === undefined ? undefined : null;
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
          { value: municipalityText, state },
        );
      municipality = found?.name ?? null;
      municipalityCode = found?.code ?? null;
    }
  }

  const postalText = text('postalCode');
  let postalCode = postalText;
  if (postalText) {
    // Digits only, as typed records store it; a CEP stored as a number lost its leading zero.
    const raw = postalText.replace(/\D/g, '');
    postalCode = raw.length === 7 && /^\d+$/.test(postalText) ? `0${raw}` : raw;
    if (postalCode.length !== 8)
      fail('postalCode', 'invalid', 'postalCodeDigits', 'A CEP has 8 digits', { value: postalText });
  }

  const address = text('address');
  const phone = text('phone');
  const notes = text('notes');
  const email = text('email');
  if (email && !emailSchema.safeParse(email).success)
    fail('email', 'invalid', 'emailInvalid', 'Invalid e-mail address', { value: email });

  const scale = (column: 'influence' | 'interest'): number | undefined => {
    const value = clean(record[column]);
    if (!value) return undefined;
    const n = /^\d+([.,]0+)?$/.test(value) ? Number.parseInt(value, 10) : levels.get(foldCached(value));
    if (!n || n < 1 || n > 5) {
      fail(column, 'invalid', 'scaleRange', 'Use a whole number from 1 to 5', { value, min: 1, max: 5 });
      return undefined;
    }
    return n;
  };
  const influence = scale('influence');
  const interest = scale('interest');

  const parentDocumentText = text('parentDocument');
  let parentDocument = parentDocumentText;
  if (parentDocumentText) {
    parentDocument = documentOf(parentDocumentText, 'organization');
    if (!validDocument(parentDocument, 'organization'))
      fail(
        'parentDocument',
        'invalidDocument',
        'parentCnpjInvalid',
        'Invalid CNPJ of the parent organisation',
        {
          value: parentDocumentText,
        },
      );
  }
  const parentName = text('parentName');

  const topicsText = text('topics');
  let topicIds: string[] | undefined = topicsText === undefined ? undefined : [];
  if (topicsText) {
    topicIds = [];
    for (const topic of topicsText
      .split('|')
      .map((t) => t.trim())
      .filter(Boolean)) {
      const id = context.topics.get(foldCached(topic));
      if (id) topicIds.push(id);
      else fail('topics', 'unknownTopic', 'topicUnknown', `Unknown topic "${topic}"`, { value: topic });
    }
    topicIds = [...new Set(topicIds)];
  }

  for (const column of context.requiredFields ?? []) {
    if (!clean(record[column])) fail(column, 'required', 'columnRequired', 'This column is required');
  }

  if (errors.length > 0 || !kind) return { candidate: null, errors };
  return {
    candidate: {
      line,
      kind,
      name,
      nameKey: nameKeyOf(name),
      document,
      categoryCode,
      scopeCode,
      entityTypeCode,
      state,
      municipality,
      municipalityCode,
      address,
      postalCode,
      email: email ? email.toLowerCase() : email,
      phone,
      notes,
      parentDocument,
      parentName,
      influence,
      interest,
      topicIds,
    },
    errors: [],
  };
};
