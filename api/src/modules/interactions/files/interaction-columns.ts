import type { GrievanceOutcome, InteractionDirection, InteractionRole } from '@conexoes/shared/contract';
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
  'grievanceAcknowledgedOn',
  'grievanceRespondedOn',
  'grievanceClosedOn',
  'grievanceOutcome',
  'grievanceConfidential',
] as const;
export type InteractionColumn = (typeof interactionColumns)[number];

/**
 * Columns the export writes beside the template's, for the reader only: every SDG the interaction
 * touches, chosen or through its topics' categories (what the ODS dashboard counts). The import knows
 * their headers and reads nothing from them, so an export still imports back without a word about them.
 */
export const interactionExportOnlyColumns = ['odsAll'] as const;
export type InteractionExportOnlyColumn = (typeof interactionExportOnlyColumns)[number];
export type InteractionExportColumn = InteractionColumn | InteractionExportOnlyColumn;
const exportOnly: ReadonlySet<string> = new Set(interactionExportOnlyColumns);
export const isExportOnlyColumn = (column: InteractionExportColumn): column is InteractionExportOnlyColumn =>
  exportOnly.has(column);

export const interactionExportOnlyLabels: Record<AppLocale, Record<InteractionExportOnlyColumn, string>> = {
  en: { odsAll: 'All SDGs (chosen and through topics)' },
  'pt-BR': { odsAll: 'Todos os ODS (escolhidos e pelos temas)' },
  es: { odsAll: 'Todos los ODS (elegidos y por los temas)' },
  de: { odsAll: 'Alle SDG (gewählt und über Themen)' },
};

/** What the complainant said of the outcome, in the file's language. */
export const grievanceOutcomeWords: Record<AppLocale, Record<GrievanceOutcome, string>> = {
  en: { accepted: 'Accepted', notAccepted: 'Not accepted', noReply: 'No reply' },
  'pt-BR': { accepted: 'Aceitou', notAccepted: 'Não aceitou', noReply: 'Sem resposta' },
  es: { accepted: 'Aceptó', notAccepted: 'No aceptó', noReply: 'Sin respuesta' },
  de: { accepted: 'Angenommen', notAccepted: 'Nicht angenommen', noReply: 'Keine Rückmeldung' },
};

/** The export's columns in order: the template's, with each export-only one after the one it widens. */
export const interactionExportColumns: InteractionExportColumn[] = interactionColumns.flatMap(
  (c): InteractionExportColumn[] => (c === 'ods' ? [c, 'odsAll'] : [c]),
);

/** Every language's label of an export-only column → its key (bound by the import, never read). */
export const interactionExportOnlyAliases: Record<string, InteractionExportOnlyColumn> = Object.fromEntries(
  Object.values(interactionExportOnlyLabels).flatMap((labels) =>
    interactionExportOnlyColumns.map((column) => [labels[column], column] as const),
  ),
);

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
    grievanceAcknowledgedOn: 'Grievance acknowledged on',
    grievanceRespondedOn: 'Grievance responded on',
    grievanceClosedOn: 'Grievance closed on',
    grievanceOutcome: "Complainant's answer to the outcome",
    grievanceConfidential: 'Grievance: confidential complainant',
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
    grievanceAcknowledgedOn: 'Queixa: recebimento confirmado em',
    grievanceRespondedOn: 'Queixa: respondida em',
    grievanceClosedOn: 'Queixa: encerrada em',
    grievanceOutcome: 'Queixa: posição do reclamante',
    grievanceConfidential: 'Queixa: reclamante confidencial',
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
    grievanceAcknowledgedOn: 'Queja: acuse de recibo el',
    grievanceRespondedOn: 'Queja: respondida el',
    grievanceClosedOn: 'Queja: cerrada el',
    grievanceOutcome: 'Queja: posición del reclamante',
    grievanceConfidential: 'Queja: reclamante confidencial',
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
    grievanceAcknowledgedOn: 'Beschwerde: Eingang bestätigt am',
    grievanceRespondedOn: 'Beschwerde: beantwortet am',
    grievanceClosedOn: 'Beschwerde: abgeschlossen am',
    grievanceOutcome: 'Beschwerde: Antwort der beschwerdeführenden Person',
    grievanceConfidential: 'Beschwerde: vertrauliche beschwerdeführende Person',
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
/** The import template's file name (before the extension), in the reader's language. */
export const interactionTemplateStem: Record<AppLocale, string> = {
  en: 'social-interactions-template',
  'pt-BR': 'interacoes-sociais-modelo',
  es: 'interacciones-sociales-plantilla',
  de: 'soziale-interaktionen-vorlage',
};
export const interactionSheetName: Record<AppLocale, string> = {
  en: 'Interactions',
  'pt-BR': 'Interações',
  es: 'Interacciones',
  de: 'Interaktionen',
};

const SEP = LIST_SEPARATOR.trim();

/**
 * What each column takes, for the template's instructions sheet (docs/imports.md), in the reader's language;
 * `{zone}` is the reader's clock, named (lib/time-zone).
 */
export const interactionColumnHelp: Record<AppLocale, Record<InteractionColumn, string>> = {
  en: {
    code: 'Left empty for a new interaction. A code already registered (an export imported back) is a duplicate.',
    startsAt: 'Required. dd/mm/yyyy hh:mm ({zone}), dd/mm/yyyy, or yyyy-mm-dd[Thh:mm].',
    endsAt: 'Optional end, same formats; not before the start.',
    subject: 'Required. Up to 200 characters.',
    description: 'What was said and shared.',
    direction: 'Required. Inbound / Outbound (in any app language).',
    type: 'Required. Interaction type: code or label of the option list.',
    channel: 'Channel: code or label of the option list.',
    classification: 'Classification: code or label of the option list.',
    status: 'Status: code or label of the option list.',
    perception: 'Positive / Neutral / Negative (or their labels).',
    state: 'State abbreviation (MG) or state name.',
    municipality: 'IBGE municipality of that state (accents optional).',
    latitude: 'Decimal degrees (with longitude).',
    longitude: 'Decimal degrees (with latitude).',
    stakeholders: `Stakeholder names separated by "${SEP}", each optionally followed by its role in brackets: Maria Souza (Complainant).`,
    stakeholderDocuments: `CPF/CNPJ of each stakeholder, in the same order, separated by "${SEP}" (an entry may be empty).`,
    participants: `Company users by name or e-mail, separated by "${SEP}".`,
    topics: `Topic names separated by "${SEP}". Topics must exist.`,
    ods: `SDG numbers 1-17 chosen directly, separated by "${SEP}".`,
    issuesRaised: 'Issues raised by the stakeholders.',
    response: "The company's response.",
    followUpRequired: 'Yes / No; a follow-up needs its due date and owner.',
    followUpDue: 'dd/mm/yyyy or yyyy-mm-dd.',
    followUpOwner: 'Company user by name or e-mail.',
    grievanceAcknowledgedOn: 'Complaints and grievances only: the day it was acknowledged (dd/mm/yyyy).',
    grievanceRespondedOn: 'The day it was answered, after the acknowledgement.',
    grievanceClosedOn: "The day it was closed, after the answer; needs the complainant's answer.",
    grievanceOutcome: 'Accepted / Not accepted / No reply, when closed.',
    grievanceConfidential:
      'Yes / No; complaints and grievances only: the complainant is known only to the grievance desk.',
  },
  'pt-BR': {
    code: 'Deixe vazio para uma interação nova. Um código já cadastrado (uma exportação importada de volta) é uma duplicata.',
    startsAt: 'Obrigatório. dd/mm/aaaa hh:mm ({zone}), dd/mm/aaaa ou aaaa-mm-dd[Thh:mm].',
    endsAt: 'Fim opcional, nos mesmos formatos; não pode ser anterior ao início.',
    subject: 'Obrigatório. Até 200 caracteres.',
    description: 'O que foi dito e compartilhado.',
    direction: 'Obrigatório. Recebida / Realizada (em qualquer idioma do aplicativo).',
    type: 'Obrigatório. Tipo de interação: código ou rótulo da lista de opções.',
    channel: 'Canal: código ou rótulo da lista de opções.',
    classification: 'Classificação: código ou rótulo da lista de opções.',
    status: 'Situação: código ou rótulo da lista de opções.',
    perception: 'Positiva / Neutra / Negativa (ou seus rótulos).',
    state: 'Sigla da UF (MG) ou nome do estado.',
    municipality: 'Município do IBGE naquele estado (acentos opcionais).',
    latitude: 'Graus decimais (junto com a longitude).',
    longitude: 'Graus decimais (junto com a latitude).',
    stakeholders: `Nomes das partes interessadas separados por "${SEP}", cada um seguido ou não do seu papel entre parênteses: Maria Souza (Reclamante).`,
    stakeholderDocuments: `CPF/CNPJ de cada parte interessada, na mesma ordem, separados por "${SEP}" (uma entrada pode ficar vazia).`,
    participants: `Usuários da empresa pelo nome ou e-mail, separados por "${SEP}".`,
    topics: `Nomes dos temas separados por "${SEP}". Os temas precisam existir.`,
    ods: `Números de ODS de 1 a 17 escolhidos diretamente, separados por "${SEP}".`,
    issuesRaised: 'Questões levantadas pelas partes interessadas.',
    response: 'A resposta da empresa.',
    followUpRequired: 'Sim / Não; um retorno precisa de prazo e de responsável.',
    followUpDue: 'dd/mm/aaaa ou aaaa-mm-dd.',
    followUpOwner: 'Usuário da empresa pelo nome ou e-mail.',
    grievanceAcknowledgedOn:
      'Só reclamações e queixas: o dia em que o recebimento foi confirmado (dd/mm/aaaa).',
    grievanceRespondedOn: 'O dia da resposta, depois da confirmação.',
    grievanceClosedOn: 'O dia do encerramento, depois da resposta; pede a posição do reclamante.',
    grievanceOutcome: 'Aceitou / Não aceitou / Sem resposta, quando encerrada.',
    grievanceConfidential:
      'Sim / Não; só reclamações e queixas: o reclamante fica conhecido apenas pela equipe de queixas.',
  },
  es: {
    code: 'Déjelo vacío para una interacción nueva. Un código ya registrado (una exportación importada de vuelta) es un duplicado.',
    startsAt: 'Obligatorio. dd/mm/aaaa hh:mm ({zone}), dd/mm/aaaa o aaaa-mm-dd[Thh:mm].',
    endsAt: 'Fin opcional, en los mismos formatos; no anterior al inicio.',
    subject: 'Obligatorio. Hasta 200 caracteres.',
    description: 'Lo que se dijo y compartió.',
    direction: 'Obligatorio. Recibida / Realizada (en cualquier idioma de la aplicación).',
    type: 'Obligatorio. Tipo de interacción: código o etiqueta de la lista de opciones.',
    channel: 'Canal: código o etiqueta de la lista de opciones.',
    classification: 'Clasificación: código o etiqueta de la lista de opciones.',
    status: 'Estado: código o etiqueta de la lista de opciones.',
    perception: 'Positiva / Neutral / Negativa (o sus etiquetas).',
    state: 'Sigla del estado (MG) o nombre del estado.',
    municipality: 'Municipio del IBGE de ese estado (tildes opcionales).',
    latitude: 'Grados decimales (junto con la longitud).',
    longitude: 'Grados decimales (junto con la latitud).',
    stakeholders: `Nombres de las partes interesadas separados por "${SEP}", cada uno seguido o no de su papel entre paréntesis: Maria Souza (Reclamante).`,
    stakeholderDocuments: `CPF/CNPJ de cada parte interesada, en el mismo orden, separados por "${SEP}" (una entrada puede quedar vacía).`,
    participants: `Usuarios de la empresa por nombre o correo electrónico, separados por "${SEP}".`,
    topics: `Nombres de los temas separados por "${SEP}". Los temas deben existir.`,
    ods: `Números de ODS del 1 al 17 elegidos directamente, separados por "${SEP}".`,
    issuesRaised: 'Cuestiones planteadas por las partes interesadas.',
    response: 'La respuesta de la empresa.',
    followUpRequired: 'Sí / No; un seguimiento necesita plazo y responsable.',
    followUpDue: 'dd/mm/aaaa o aaaa-mm-dd.',
    followUpOwner: 'Usuario de la empresa por nombre o correo electrónico.',
    grievanceAcknowledgedOn: 'Solo reclamos y quejas: el día del acuse de recibo (dd/mm/aaaa).',
    grievanceRespondedOn: 'El día de la respuesta, después del acuse.',
    grievanceClosedOn: 'El día del cierre, después de la respuesta; pide la posición del reclamante.',
    grievanceOutcome: 'Aceptó / No aceptó / Sin respuesta, al cerrarla.',
    grievanceConfidential:
      'Sí / No; solo quejas y reclamos: quien reclama solo lo conoce el equipo de quejas.',
  },
  de: {
    code: 'Für eine neue Interaktion leer lassen. Eine bereits erfasste Kennung (ein wieder importierter Export) ist ein Duplikat.',
    startsAt: 'Pflichtfeld. tt/mm/jjjj hh:mm ({zone}), tt/mm/jjjj oder jjjj-mm-tt[Thh:mm].',
    endsAt: 'Optionales Ende, gleiche Formate; nicht vor dem Beginn.',
    subject: 'Pflichtfeld. Bis zu 200 Zeichen.',
    description: 'Was gesagt und geteilt wurde.',
    direction: 'Pflichtfeld. Eingehend / Ausgehend (in jeder Sprache der App).',
    type: 'Pflichtfeld. Art der Interaktion: Code oder Bezeichnung aus der Optionsliste.',
    channel: 'Kanal: Code oder Bezeichnung aus der Optionsliste.',
    classification: 'Einstufung: Code oder Bezeichnung aus der Optionsliste.',
    status: 'Status: Code oder Bezeichnung aus der Optionsliste.',
    perception: 'Positiv / Neutral / Negativ (oder ihre Bezeichnungen).',
    state: 'Kürzel des Bundesstaats (MG) oder sein Name.',
    municipality: 'IBGE-Gemeinde dieses Bundesstaats (Akzente optional).',
    latitude: 'Dezimalgrad (zusammen mit dem Längengrad).',
    longitude: 'Dezimalgrad (zusammen mit dem Breitengrad).',
    stakeholders: `Namen der Stakeholder, getrennt durch "${SEP}", jeweils optional mit ihrer Rolle in Klammern: Maria Souza (Beschwerdeführend).`,
    stakeholderDocuments: `CPF/CNPJ jedes Stakeholders in derselben Reihenfolge, getrennt durch "${SEP}" (ein Eintrag darf leer sein).`,
    participants: `Benutzer des Unternehmens nach Name oder E-Mail, getrennt durch "${SEP}".`,
    topics: `Namen der Themen, getrennt durch "${SEP}". Die Themen müssen existieren.`,
    ods: `Direkt gewählte SDG-Nummern 1-17, getrennt durch "${SEP}".`,
    issuesRaised: 'Von den Stakeholdern angesprochene Anliegen.',
    response: 'Die Antwort des Unternehmens.',
    followUpRequired: 'Ja / Nein; eine Nachverfolgung braucht Fälligkeit und Verantwortliche.',
    followUpDue: 'tt/mm/jjjj oder jjjj-mm-tt.',
    followUpOwner: 'Benutzer des Unternehmens nach Name oder E-Mail.',
    grievanceAcknowledgedOn: 'Nur Beschwerden: der Tag der Eingangsbestätigung (TT/MM/JJJJ).',
    grievanceRespondedOn: 'Der Tag der Antwort, nach der Bestätigung.',
    grievanceClosedOn:
      'Der Tag des Abschlusses, nach der Antwort; braucht die Antwort der beschwerdeführenden Person.',
    grievanceOutcome: 'Angenommen / Nicht angenommen / Keine Rückmeldung, wenn abgeschlossen.',
    grievanceConfidential:
      'Ja / Nein; nur Beschwerden: die beschwerdeführende Person kennt nur das Beschwerdeteam.',
  },
};
