/**
 * The columns of the import template, which are also the export's headers, so an export imports back.
 * Names are stable keys (not translated): the file travels between people with different languages.
 */
export const stakeholderColumns = [
  'name',
  'kind',
  'document',
  'category',
  'scope',
  'entityType',
  'state',
  'municipality',
  'address',
  'postalCode',
  'email',
  'phone',
  'parentDocument',
  'parentName',
  'influence',
  'interest',
  'topics',
  'notes',
] as const;
export type StakeholderColumn = (typeof stakeholderColumns)[number];

/** Columns left out of an export for onlyBasicInfo users (the contract's personal fields, and the parent's document). */
export const personalColumns: ReadonlySet<StakeholderColumn> = new Set([
  'document',
  'email',
  'phone',
  'address',
  'postalCode',
  'notes',
  'parentDocument',
]);

/** Separator of several topics in one cell. */
export const TOPIC_SEPARATOR = ' | ';

/** What each column holds, for the template's instructions sheet and docs/imports.md. */
export const columnHelp: Record<StakeholderColumn, string> = {
  name: 'Required. Name of the person or organisation (2-200 characters).',
  kind: 'Required. person or organization (also: PF/PJ, pessoa física/jurídica).',
  document: 'CPF (person) or CNPJ (organisation), formatted or digits only. Unique in the tenant.',
  category: 'Stakeholder category: code or label of the option list.',
  scope: 'Scope: code or label of the option list.',
  entityType: 'Entity type: code or label of the option list.',
  state: 'UF sigla (MG) or state name (Minas Gerais).',
  municipality: 'IBGE municipality name of that state (accents optional).',
  address: 'Street address.',
  postalCode: 'CEP, 8 digits.',
  email: 'E-mail address.',
  phone: 'Phone number.',
  parentDocument: 'CNPJ of the parent organisation (in this file or already registered).',
  parentName: 'Name of the parent organisation, when it has no CNPJ.',
  influence: '1 (very low) to 5 (very high); default 3.',
  interest: '1 (very low) to 5 (very high); default 3.',
  topics: `Topic names, separated by "${TOPIC_SEPARATOR.trim()}". Topics must exist.`,
  notes: 'Free notes.',
};
