import type { AppLocale } from '../../../lib/locale';
import { stakeholderColumns, type StakeholderColumn } from '../import/stakeholder-columns';

/**
 * The export's column headers as a person reads them, in the app's languages. The import's standard
 * layout accepts every one of them besides the stable keys (`columnHeaderAliases`), so an export
 * imports back whatever language it was written in.
 */
export const columnLabels: Record<AppLocale, Record<StakeholderColumn, string>> = {
  en: {
    name: 'Name',
    kind: 'Type',
    document: 'CPF/CNPJ',
    category: 'Category',
    scope: 'Scope',
    entityType: 'Entity type',
    state: 'State',
    municipality: 'Municipality',
    address: 'Address',
    postalCode: 'Postal code (CEP)',
    email: 'E-mail',
    phone: 'Phone',
    parentDocument: 'Parent organisation CNPJ',
    parentName: 'Parent organisation',
    influence: 'Influence',
    interest: 'Interest',
    topics: 'Topics',
    notes: 'Notes',
  },
  'pt-BR': {
    name: 'Nome',
    kind: 'Tipo de pessoa',
    document: 'CPF/CNPJ',
    category: 'Categoria',
    scope: 'Abrangência',
    entityType: 'Tipo de entidade',
    state: 'UF',
    municipality: 'Município',
    address: 'Endereço',
    postalCode: 'CEP',
    email: 'E-mail',
    phone: 'Telefone',
    parentDocument: 'CNPJ da organização',
    parentName: 'Organização',
    influence: 'Influência',
    interest: 'Interesse',
    topics: 'Temas',
    notes: 'Observações',
  },
  es: {
    name: 'Nombre',
    kind: 'Tipo de persona',
    document: 'CPF/CNPJ',
    category: 'Categoría',
    scope: 'Alcance',
    entityType: 'Tipo de entidad',
    state: 'Estado',
    municipality: 'Municipio',
    address: 'Dirección',
    postalCode: 'Código postal (CEP)',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    parentDocument: 'CNPJ de la organización matriz',
    parentName: 'Organización matriz',
    influence: 'Influencia',
    interest: 'Interés',
    topics: 'Temas',
    notes: 'Notas',
  },
  de: {
    name: 'Name',
    kind: 'Art',
    document: 'CPF/CNPJ',
    category: 'Kategorie',
    scope: 'Reichweite',
    entityType: 'Art der Einrichtung',
    state: 'Bundesstaat',
    municipality: 'Gemeinde',
    address: 'Adresse',
    postalCode: 'Postleitzahl (CEP)',
    email: 'E-Mail',
    phone: 'Telefon',
    parentDocument: 'CNPJ der übergeordneten Organisation',
    parentName: 'Übergeordnete Organisation',
    influence: 'Einfluss',
    interest: 'Interesse',
    topics: 'Themen',
    notes: 'Notizen',
  },
};

/**
 * Every label of every language → its column, for the import's header matching. Where two columns of
 * different languages share a label ("Estado" is a state in Spanish; "Name" is English and German for
 * the same column) they agree, which the test of this table checks.
 */
export const columnHeaderAliases: Record<string, StakeholderColumn> = Object.fromEntries(
  Object.values(columnLabels).flatMap((labels) =>
    stakeholderColumns.map((column) => [labels[column], column] as const),
  ),
);

/** How a person / organisation is written in the file: words the import reads back (docs/imports.md). */
export const kindLabels: Record<AppLocale, Record<'person' | 'organization', string>> = {
  en: { person: 'Person', organization: 'Organization' },
  'pt-BR': { person: 'Pessoa física', organization: 'Pessoa jurídica' },
  es: { person: 'Person', organization: 'Organization' },
  de: { person: 'Person', organization: 'Organization' },
};

/** The import template's file name (before the extension), in the reader's language. */
export const templateFileStem: Record<AppLocale, string> = {
  en: 'stakeholders-template',
  'pt-BR': 'partes-interessadas-modelo',
  es: 'partes-interesadas-plantilla',
  de: 'stakeholder-vorlage',
};
/** The downloaded file's name, before the date. */
export const exportFileStem: Record<AppLocale, string> = {
  en: 'stakeholders',
  'pt-BR': 'partes-interessadas',
  es: 'partes-interesadas',
  de: 'stakeholder',
};
