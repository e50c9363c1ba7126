import { getMunicipalityByCode } from '@brazilian-utils/brazilian-utils/get-municipality-by-code';
import type { ImportProfile } from '@conexoes/shared/contract';
import { boundValues, type HeaderBinding } from '../../../lib/sheets/header-binding';
import { columnHeaderAliases } from '../export/column-labels';
import type { CsvOptions } from '../../../lib/sheets/row-source';
import { stakeholderColumns, type StakeholderColumn } from './stakeholder-columns';

/** A row in the template's terms: column → text as found (still to be validated). */
export type StandardRecord = Partial<Record<StakeholderColumn, string>>;

/**
 * A named column mapping (docs/imports.md). `columns` maps the file's headers to keys of the profile;
 * `toStandard` turns those values into the template's columns; `sourceColumn` names, for an error,
 * the file column a template column came from.
 */
export type ImportProfileDefinition = {
  id: ImportProfile;
  csv: CsvOptions;
  columns: Record<string, string>;
  required: string[];
  /** Template columns a row of this profile must fill (besides name and kind). */
  requiredFields?: StakeholderColumn[];
  toStandard: (values: Record<string, string>) => StandardRecord;
  sourceColumn: (column: StakeholderColumn) => string;
};

const join = (...parts: Array<string | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

const standard: ImportProfileDefinition = {
  id: 'standard',
  csv: {},
  // The stable keys, and the export's labelled headers in every app language (an export imports back).
  columns: { ...Object.fromEntries(stakeholderColumns.map((c) => [c, c])), ...columnHeaderAliases },
  required: ['name', 'kind'],
  toStandard: (values) => values as StandardRecord,
  sourceColumn: (column) => column,
};

/** `am`: a CRM export with Portuguese headers and labels instead of codes. */
const amColumns: Record<string, StakeholderColumn> = {
  Nome: 'name',
  'Tipo de Pessoa': 'kind',
  'CPF/CNPJ': 'document',
  Categoria: 'category',
  Abrangência: 'scope',
  'Tipo de Entidade': 'entityType',
  UF: 'state',
  Cidade: 'municipality',
  Endereço: 'address',
  CEP: 'postalCode',
  'E-mail': 'email',
  Telefone: 'phone',
  'CNPJ da Organização': 'parentDocument',
  Organização: 'parentName',
  Influência: 'influence',
  Interesse: 'interest',
  Temas: 'topics',
  Observações: 'notes',
};
const am: ImportProfileDefinition = {
  id: 'am',
  csv: {},
  columns: amColumns,
  required: ['Nome', 'Tipo de Pessoa'],
  toStandard: (values) => values as StandardRecord,
  sourceColumn: (column) => Object.entries(amColumns).find(([, c]) => c === column)?.[0] ?? column,
};

/**
 * `renova`: a registry of organisations by CNPJ: separate UF and município (name or 7-digit IBGE code),
 * address in parts, trade name kept in the notes.
 */
const renovaSources: Partial<Record<StakeholderColumn, string>> = {
  name: 'Razão Social',
  document: 'CNPJ',
  category: 'Segmento',
  entityType: 'Natureza Jurídica',
  state: 'UF',
  municipality: 'Município',
  address: 'Logradouro',
  postalCode: 'CEP',
  email: 'E-mail',
  phone: 'Telefone',
  parentDocument: 'CNPJ Matriz',
  notes: 'Nome Fantasia',
};
const renova: ImportProfileDefinition = {
  id: 'renova',
  csv: {},
  columns: {
    CNPJ: 'cnpj',
    'Razão Social': 'legalName',
    'Nome Fantasia': 'tradeName',
    'Natureza Jurídica': 'entityType',
    Segmento: 'category',
    UF: 'uf',
    Município: 'municipality',
    'Código IBGE': 'ibge',
    Logradouro: 'street',
    Número: 'number',
    Complemento: 'complement',
    Bairro: 'district',
    CEP: 'cep',
    Telefone: 'phone',
    'E-mail': 'email',
    'CNPJ Matriz': 'parent',
  },
  required: ['CNPJ', 'Razão Social', 'UF'],
  requiredFields: ['document'],
  toStandard: (v) => {
    const byCode = v.ibge?.trim() ? getMunicipalityByCode(v.ibge.trim()) : undefined;
    return {
      kind: 'organization',
      name: v.legalName,
      document: v.cnpj,
      category: v.category,
      entityType: v.entityType,
      state: v.uf,
      municipality: v.municipality?.trim() ? v.municipality : (byCode?.name ?? v.ibge),
      address: join(v.street, v.number, v.complement, v.district),
      postalCode: v.cep,
      phone: v.phone,
      email: v.email,
      parentDocument: v.parent,
      notes: v.tradeName?.trim() ? `Nome fantasia: ${v.tradeName.trim()}` : '',
    };
  },
  sourceColumn: (column) => renovaSources[column] ?? column,
};

/** `nx`: a legacy system's CSV: `;`, Windows-1252, upper-case headers, PF/PJ, state names. */
const nxColumns: Record<string, StakeholderColumn> = {
  NOME: 'name',
  TIPO: 'kind',
  DOCUMENTO: 'document',
  CATEGORIA: 'category',
  ESCOPO: 'scope',
  TIPO_ENTIDADE: 'entityType',
  ESTADO: 'state',
  CIDADE: 'municipality',
  ENDERECO: 'address',
  CEP: 'postalCode',
  EMAIL: 'email',
  FONE: 'phone',
  DOC_ENTIDADE_MAE: 'parentDocument',
  INFLUENCIA: 'influence',
  INTERESSE: 'interest',
  OBS: 'notes',
};
const nx: ImportProfileDefinition = {
  id: 'nx',
  csv: { delimiter: ';', encoding: 'windows-1252' },
  columns: nxColumns,
  required: ['NOME', 'TIPO'],
  toStandard: (values) => values as StandardRecord,
  sourceColumn: (column) => Object.entries(nxColumns).find(([, c]) => c === column)?.[0] ?? column,
};

export const importProfileDefinitions: Record<ImportProfile, ImportProfileDefinition> = {
  standard,
  am,
  renova,
  nx,
};

/** The profile's values of one row, then in the template's terms. */
export const recordOf = (
  profile: ImportProfileDefinition,
  binding: HeaderBinding,
  cells: string[],
): StandardRecord => {
  return profile.toStandard(boundValues(binding, cells));
};
