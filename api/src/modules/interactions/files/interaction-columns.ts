import type { InteractionDirection, InteractionRole } from '@conexoes/shared/contract';
import type { AppLocale } from '../../../lib/locale';

/**
 * The columns of the interaction export, which are the import template's (docs/imports.md
 * "Interactions"): an export imports back. Keys are stable; the header row shows them labelled in
 * the reader's language, and the import accepts the keys and the labels of every language.
 */
export const interactionColumns = [
  'code',
  'startsAt',
  'endsAt',
  'subject',
  'description',
  'direction',
  'type',
  'channel',
  'classification',
  'status',
  'perception',
  'state',
  'municipality',
  'latitude',
  'longitude',
  'stakeholders',
  'stakeholderDocuments',
  'participants',
  'topics',
  'ods',
  'issuesRaised',
  'response',
  'followUpRequired',
  'followUpDue',
  'followUpOwner',
] as const;
export type InteractionColumn = (typeof interactionColumns)[number];

/** Personal data of the people involved, left out of the file for onlyBasicInfo users. */
export const personalInteractionColumns: ReadonlySet<InteractionColumn> = new Set(['stakeholderDocuments']);

/** Separator of several names (stakeholders, participants, topics, ODS) in one cell. */
export const LIST_SEPARATOR = ' | ';

export const interactionColumnLabels: Record<AppLocale, Record<InteractionColumn, string>> = {
  en: {
    code: 'Code',
    startsAt: 'Start',
    endsAt: 'End',
    subject: 'Subject',
    description: 'Description',
    direction: 'Direction',
    type: 'Type',
    channel: 'Channel',
    classification: 'Classification',
    status: 'Status',
    perception: 'Perception',
    state: 'State',
    municipality: 'Municipality',
    latitude: 'Latitude',
    longitude: 'Longitude',
    stakeholders: 'Stakeholders',
    stakeholderDocuments: 'Stakeholders CPF/CNPJ',
    participants: 'Company participants',
    topics: 'Topics',
    ods: 'SDGs',
    issuesRaised: 'Issues raised',
    response: "Company's response",
    followUpRequired: 'Follow-up required',
    followUpDue: 'Follow-up due',
    followUpOwner: 'Follow-up owner',
  },
  'pt-BR': {
    code: 'Código',
    startsAt: 'Início',
    endsAt: 'Fim',
    subject: 'Assunto',
    description: 'Descrição',
    direction: 'Sentido',
    type: 'Tipo',
    channel: 'Canal',
    classification: 'Classificação',
    status: 'Situação',
    perception: 'Percepção',
    state: 'UF',
    municipality: 'Município',
    latitude: 'Latitude',
    longitude: 'Longitude',
    stakeholders: 'Partes interessadas',
    stakeholderDocuments: 'CPF/CNPJ das partes interessadas',
    participants: 'Participantes da empresa',
    topics: 'Temas',
    ods: 'ODS',
    issuesRaised: 'Questões levantadas',
    response: 'Resposta da empresa',
    followUpRequired: 'Requer retorno',
    followUpDue: 'Prazo do retorno',
    followUpOwner: 'Responsável pelo retorno',
  },
  es: {
    code: 'Código',
    startsAt: 'Inicio',
    endsAt: 'Fin',
    subject: 'Asunto',
    description: 'Descripción',
    direction: 'Sentido',
    type: 'Tipo',
    channel: 'Canal',
    classification: 'Clasificación',
    status: 'Estado',
    perception: 'Percepción',
    state: 'Estado (UF)',
    municipality: 'Municipio',
    latitude: 'Latitud',
    longitude: 'Longitud',
    stakeholders: 'Partes interesadas',
    stakeholderDocuments: 'CPF/CNPJ de las partes interesadas',
    participants: 'Participantes de la empresa',
    topics: 'Temas',
    ods: 'ODS',
    issuesRaised: 'Cuestiones planteadas',
    response: 'Respuesta de la empresa',
    followUpRequired: 'Requiere seguimiento',
    followUpDue: 'Plazo del seguimiento',
    followUpOwner: 'Responsable del seguimiento',
  },
  de: {
    code: 'Kennung',
    startsAt: 'Beginn',
    endsAt: 'Ende',
    subject: 'Betreff',
    description: 'Beschreibung',
    direction: 'Richtung',
    type: 'Art',
    channel: 'Kanal',
    classification: 'Einstufung',
    status: 'Status',
    perception: 'Wahrnehmung',
    state: 'Bundesstaat',
    municipality: 'Gemeinde',
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
    stakeholders: 'Stakeholder',
    stakeholderDocuments: 'CPF/CNPJ der Stakeholder',
    participants: 'Teilnehmende des Unternehmens',
    topics: 'Themen',
    ods: 'SDG',
    issuesRaised: 'Angesprochene Anliegen',
    response: 'Antwort des Unternehmens',
    followUpRequired: 'Nachverfolgung nötig',
    followUpDue: 'Nachverfolgung fällig',
    followUpOwner: 'Verantwortlich für die Nachverfolgung',
  },
};

/** Every label of every language → its column, for the import's header matching. */
export const interactionHeaderAliases: Record<string, InteractionColumn> = Object.fromEntries(
  Object.values(interactionColumnLabels).flatMap((labels) =>
    interactionColumns.map((column) => [labels[column], column] as const),
  ),
);

/** Words of the fixed lists as the file writes them (the import reads back every language's). */
export const directionWords: Record<AppLocale, Record<InteractionDirection, string>> = {
  en: { inbound: 'Inbound', outbound: 'Outbound' },
  'pt-BR': { inbound: 'Recebida', outbound: 'Realizada' },
  es: { inbound: 'Recibida', outbound: 'Realizada' },
  de: { inbound: 'Eingehend', outbound: 'Ausgehend' },
};
export const roleWords: Record<AppLocale, Record<InteractionRole, string>> = {
  en: {
    participant: 'Participant',
    complainant: 'Complainant',
    representative: 'Representative',
    affected: 'Affected',
    mentioned: 'Mentioned',
  },
  'pt-BR': {
    participant: 'Participante',
    complainant: 'Reclamante',
    representative: 'Representante',
    affected: 'Afetado',
    mentioned: 'Mencionado',
  },
  es: {
    participant: 'Participante',
    complainant: 'Reclamante',
    representative: 'Representante',
    affected: 'Afectado',
    mentioned: 'Mencionado',
  },
  de: {
    participant: 'Teilnehmend',
    complainant: 'Beschwerdeführend',
    representative: 'Vertretung',
    affected: 'Betroffen',
    mentioned: 'Erwähnt',
  },
};
export const yesNoWords: Record<AppLocale, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  'pt-BR': { yes: 'Sim', no: 'Não' },
  es: { yes: 'Sí', no: 'No' },
  de: { yes: 'Ja', no: 'Nein' },
};

/** The downloaded file's name before the date, and the sheet's name, in the reader's language. */
export const interactionFileStem: Record<AppLocale, string> = {
  en: 'social-interactions',
  'pt-BR': 'interacoes-sociais',
  es: 'interacciones-sociales',
  de: 'soziale-interaktionen',
};
export const interactionSheetName: Record<AppLocale, string> = {
  en: 'Interactions',
  'pt-BR': 'Interações',
  es: 'Interacciones',
  de: 'Interaktionen',
};

/** What each column takes, for the template's instructions sheet and docs/imports.md. */
export const interactionColumnHelp: Record<InteractionColumn, string> = {
  code: 'Left empty for a new interaction. A code already registered (an export imported back) is a duplicate.',
  startsAt: 'Required. dd/mm/yyyy hh:mm (São Paulo time), dd/mm/yyyy, or yyyy-mm-dd[Thh:mm].',
  endsAt: 'Optional end, same formats; not before the start.',
  subject: 'Required. Up to 200 characters.',
  description: 'What was said and shared.',
  direction: 'Required. inbound / outbound (also Recebida / Realizada).',
  type: 'Required. Interaction type: code or label of the option list.',
  channel: 'Channel: code or label of the option list.',
  classification: 'Classification: code or label of the option list.',
  status: 'Status: code or label of the option list.',
  perception: 'positive / neutral / negative (or their labels).',
  state: 'UF sigla (MG) or state name.',
  municipality: 'IBGE municipality of that state (accents optional).',
  latitude: 'Decimal degrees (with longitude).',
  longitude: 'Decimal degrees (with latitude).',
  stakeholders: `Stakeholder names separated by "${LIST_SEPARATOR.trim()}", each optionally followed by its role in brackets: Maria Souza (Reclamante).`,
  stakeholderDocuments: `CPF/CNPJ of each stakeholder, in the same order, separated by "${LIST_SEPARATOR.trim()}" (an entry may be empty).`,
  participants: `Company users by name or e-mail, separated by "${LIST_SEPARATOR.trim()}".`,
  topics: `Topic names separated by "${LIST_SEPARATOR.trim()}". Topics must exist.`,
  ods: `SDG numbers 1-17 chosen directly, separated by "${LIST_SEPARATOR.trim()}".`,
  issuesRaised: 'Issues raised by the stakeholders.',
  response: "The company's response.",
  followUpRequired: 'yes / no (also sim / não); a follow-up needs its due date and owner.',
  followUpDue: 'dd/mm/yyyy or yyyy-mm-dd.',
  followUpOwner: 'Company user by name or e-mail.',
};
