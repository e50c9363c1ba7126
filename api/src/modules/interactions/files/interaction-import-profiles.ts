import type { InteractionImportProfile } from '@conexoes/shared/contract';
import type { AppLocale } from '../../../lib/locale';
import type { CsvOptions } from '../../../lib/sheets/row-source';
import {
  interactionColumnLabels,
  interactionColumns,
  interactionExportOnlyAliases,
  interactionHeaderAliases,
  type InteractionColumn,
} from './interaction-columns';

/** A row in the template's terms: column → text as found (still to be validated). */
export type InteractionRecord = Partial<Record<InteractionColumn, string>>;

/**
 * A named column layout (docs/imports.md "Interactions"): `columns` maps the file's headers to the
 * profile's keys, `toStandard` turns those values into the template's columns and `sourceColumn`
 * names, for an error about a column the file does not have, the header the layout expects (the
 * template's label in the reader's language for `standard`); a column the file has is named by its
 * own header (the import's header binding).
 */
export type InteractionProfileDefinition = {
  id: InteractionImportProfile;
  csv: CsvOptions;
  columns: Record<string, string>;
  required: string[];
  toStandard: (values: Record<string, string>) => InteractionRecord;
  sourceColumn: (column: InteractionColumn, locale: AppLocale) => string;
};

const standard: InteractionProfileDefinition = {
  id: 'standard',
  csv: {},
  // The stable keys, and the export's labelled headers in every app language (an export imports back).
  // The export-only columns are bound too, so they are not reported as unknown; nothing reads them.
  columns: {
    ...Object.fromEntries(interactionColumns.map((c) => [c, c])),
    ...interactionHeaderAliases,
    ...interactionExportOnlyAliases,
  },
  required: ['startsAt', 'subject', 'direction', 'type'],
  toStandard: (values) => values as InteractionRecord,
  sourceColumn: (column, locale) => interactionColumnLabels[locale][column],
};

/**
 * `nx`: the legacy system's interaction export — `;`, Windows-1252, upper-case headers, date and
 * time in two columns, ENTRADA/SAÍDA, S/N.
 */
const nxSources: Partial<Record<InteractionColumn, string>> = {
  code: 'PROTOCOLO',
  startsAt: 'DATA',
  subject: 'ASSUNTO',
  description: 'DESCRICAO',
  direction: 'SENTIDO',
  type: 'TIPO',
  channel: 'CANAL',
  classification: 'CLASSIFICACAO',
  status: 'SITUACAO',
  perception: 'PERCEPCAO',
  state: 'UF',
  municipality: 'MUNICIPIO',
  stakeholders: 'PARTES',
  stakeholderDocuments: 'DOC_PARTES',
  participants: 'RESPONSAVEIS',
  topics: 'TEMAS',
  issuesRaised: 'DEMANDAS',
  response: 'PROVIDENCIAS',
  followUpRequired: 'RETORNO',
  followUpDue: 'PRAZO_RETORNO',
  followUpOwner: 'RESP_RETORNO',
};
const nx: InteractionProfileDefinition = {
  id: 'nx',
  csv: { delimiter: ';', encoding: 'windows-1252' },
  columns: {
    ...Object.fromEntries(Object.entries(nxSources).map(([column, header]) => [header, column])),
    HORA: 'time',
  },
  required: ['DATA', 'ASSUNTO', 'SENTIDO', 'TIPO'],
  toStandard: ({ time, ...values }) => {
    const record = values as InteractionRecord;
    const day = record.startsAt?.trim();
    return { ...record, startsAt: day && time?.trim() ? `${day} ${time.trim()}` : day };
  },
  sourceColumn: (column) => nxSources[column] ?? column,
};

export const interactionProfileDefinitions: Record<InteractionImportProfile, InteractionProfileDefinition> = {
  standard,
  nx,
};
