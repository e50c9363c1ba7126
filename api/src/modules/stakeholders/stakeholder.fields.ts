import {
  digitsOnly,
  findMunicipality,
  normaliseDocument,
  stakeholderPersonalFields,
  type StakeholderUpdate,
  type StakeholderWrite,
} from '@conexoes/shared/contract';
import type { FieldChange, StakeholderInsert, StakeholderRow } from '../../db/schema';
import { requirePresent } from '../../lib/problem';
import { foldText } from '../../lib/text';

/** Fields whose changes the history records, in display order. */
export const trackedFields = [
  'kind',
  'name',
  'document',
  'workspaceId',
  'categoryCode',
  'scopeCode',
  'entityTypeCode',
  'state',
  'municipality',
  'address',
  'postalCode',
  'email',
  'phone',
  'parentId',
  'influence',
  'interest',
  'additional',
  'notes',
  'responsibleId',
] as const satisfies ReadonlyArray<keyof StakeholderRow>;

const personal = new Set<string>(stakeholderPersonalFields);
export const isPersonalField = (field: string): boolean => personal.has(field);

/** The folded text search runs on: name, municipality and document digits. */
export const stakeholderSearchText = (row: {
  name: string;
  municipality?: string | null;
  document?: string | null;
}): string => foldText([row.name, row.municipality ?? '', row.document ?? ''].join(' ')).replace(/\s+/g, ' ');

/**
 * Column values from a validated body (the contract already checked CPF/CNPJ, UF and the municipality):
 * unmasked upper-case document, digits-only CEP, the IBGE spelling and code of the municipality, the search column.
 * Importers reuse it so imported rows look exactly like typed ones.
 */
export const toColumns = (
  input: StakeholderWrite,
): Omit<
  StakeholderInsert,
  'tenantId' | 'workspaceId' | 'id' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt'
> => {
  const place =
    input.state && input.municipality ? findMunicipality(input.state, input.municipality) : undefined;
  const document = input.document ? normaliseDocument(input.document) : null;
  const municipality = place?.name ?? null;
  return {
    kind: input.kind,
    name: input.name,
    document,
    categoryCode: input.categoryCode ?? null,
    scopeCode: input.scopeCode ?? null,
    entityTypeCode: input.entityTypeCode ?? null,
    state: input.state ?? null,
    municipality,
    municipalityCode: place?.code ?? null,
    address: input.address ?? null,
    postalCode: input.postalCode ? digitsOnly(input.postalCode) : null,
    email: input.email ? input.email.toLowerCase() : null,
    phone: input.phone ?? null,
    parentId: input.parentId ?? null,
    influence: input.influence,
    interest: input.interest,
    additional: input.additional,
    notes: input.notes ?? null,
    responsibleId: input.responsibleId ?? null,
    searchText: stakeholderSearchText({ name: input.name, municipality, document }),
  };
};

/** Empty text, objects and lists read as "nothing", so a new record's history lists only what was filled in. */
const normal = (value: unknown): unknown => {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (value && typeof value === 'object' && !(value instanceof Date) && Object.keys(value).length === 0)
    return null;
  return value;
};
const same = (a: unknown, b: unknown): boolean => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** Field-level differences between two versions of a row. */
export const diffRows = (
  before: Partial<StakeholderRow> | null,
  after: Partial<StakeholderRow>,
): FieldChange[] =>
  trackedFields
    .filter((field) => !same(before?.[field], after[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }));

/**
 * A PUT body as the whole record to write (docs/decisions/0027-put-rule.md). The contract already
 * required every field but the personal ones: an onlyBasicInfo caller never saw those, so the stored
 * values stay; anyone else must send them (null clears), and leaving one out is a 422 naming it.
 */
export const wholeRecord = (
  body: StakeholderUpdate,
  current: StakeholderRow,
  restricted: boolean,
): StakeholderWrite => {
  if (restricted) {
    return {
      ...body,
      document: current.document,
      email: current.email,
      phone: current.phone,
      address: current.address,
      postalCode: current.postalCode,
      notes: current.notes,
      additional: current.additional,
    };
  }
  requirePresent(body, stakeholderPersonalFields);
  // Present after the check above; the types cannot tell.
  return {
    ...body,
    document: body.document ?? null,
    email: body.email ?? null,
    phone: body.phone ?? null,
    address: body.address ?? null,
    postalCode: body.postalCode ?? null,
    notes: body.notes ?? null,
    additional: body.additional ?? {},
  };
};
