import type { GrievanceFilter, GrievanceOutcome } from '@conexoes/shared/contract';
import type { AppLocale } from '../../../lib/locale';

/**
 * The words the PDF report writes itself, in the app's languages. Option labels (type, channel,
 * status, perception) come from the tenant's lists instead, in pt-BR or English (`labelLocale`).
 */
export type ReportWords = {
  title: string;
  organisation: string;
  workspaces: string;
  period: string;
  periodAll: string;
  periodFromTo: (from: string, to: string) => string;
  periodFrom: (from: string) => string;
  periodUntil: (to: string) => string;
  filters: string;
  noFilters: string;
  generated: (who: string, when: string) => string;
  restricted: string;
  truncated: (listed: string, total: string) => string;
  figuresTitle: string;
  /** The period's count: `n` as written in the language, `count` to choose the singular. */
  total: (n: string, count: number) => string;
  none: string;
  byMonth: string;
  byYear: string;
  others: string;
  byType: string;
  byChannel: string;
  byPerception: string;
  byStatus: string;
  notSet: string;
  interactionsTitle: string;
  noInteractions: string;
  page: (n: number, of: number) => string;
  field: {
    text: string;
    type: string;
    channel: string;
    classification: string;
    status: string;
    perception: string;
    direction: string;
    stakeholder: string;
    topic: string;
    ods: string;
    participant: string;
    participants: string;
    place: string;
    followUp: string;
    workspace: string;
    stakeholders: string;
    topics: string;
    description: string;
    issuesRaised: string;
    response: string;
  };
  direction: { inbound: string; outbound: string };
  followUpFilter: { open: string; overdue: string };
  followUpDue: (date: string, owner: string | null) => string;
  /** A grievance's steps (decision 0074): each taken, with its day, and the complainant's answer. */
  grievance: {
    field: string;
    acknowledged: (day: string) => string;
    responded: (day: string) => string;
    closed: (day: string) => string;
    pending: string;
    /** Ended by its status without a closing day. */
    ended: string;
    outcome: Record<GrievanceOutcome, string>;
    /** The list's `grievance` filter, as the cover names it. */
    filter: Record<GrievanceFilter, string>;
  };
  people: (n: number) => string;
  fileStem: string;
};

export const reportWords: Record<AppLocale, ReportWords> = {
  'pt-BR': {
    title: 'Relatório de interações sociais',
    organisation: 'Organização',
    workspaces: 'Espaços de trabalho',
    period: 'Período',
    periodAll: 'Todas as datas',
    periodFromTo: (from, to) => `De ${from} a ${to}`,
    periodFrom: (from) => `A partir de ${from}`,
    periodUntil: (to) => `Até ${to}`,
    filters: 'Filtros',
    noFilters: 'Nenhum: todas as interações do período',
    generated: (who, when) => `Gerado por ${who} em ${when}`,
    restricted:
      'Acesso restrito a informações básicas: nomes de pessoas físicas, descrições, questões levantadas e respostas foram omitidos.',
    truncated: (listed, total) =>
      `Os números cobrem as ${total} interações; a lista traz as primeiras ${listed}. Refine os filtros para listar todas.`,
    figuresTitle: 'Números do período',
    total: (n, count) => (count === 1 ? `${n} interação` : `${n} interações`),
    none: 'Nenhuma interação corresponde a estes filtros.',
    byMonth: 'Por mês',
    byYear: 'Por ano',
    others: 'Outros',
    byType: 'Por tipo',
    byChannel: 'Por canal',
    byPerception: 'Por percepção',
    byStatus: 'Por situação',
    notSet: 'Não informado',
    interactionsTitle: 'Interações',
    noInteractions: 'Nenhuma interação a listar.',
    page: (n, of) => `Página ${n} de ${of}`,
    field: {
      text: 'Texto',
      type: 'Tipo',
      channel: 'Canal',
      classification: 'Classificação',
      status: 'Situação',
      perception: 'Percepção',
      direction: 'Sentido',
      stakeholder: 'Parte interessada',
      topic: 'Tema',
      ods: 'ODS',
      participant: 'Participante',
      participants: 'Participantes da empresa',
      place: 'Local',
      followUp: 'Acompanhamento',
      workspace: 'Espaço de trabalho',
      stakeholders: 'Partes interessadas',
      topics: 'Temas',
      description: 'Descrição',
      issuesRaised: 'Questões levantadas',
      response: 'Resposta da empresa',
    },
    direction: { inbound: 'Recebida', outbound: 'Realizada' },
    followUpFilter: { open: 'Em aberto', overdue: 'Atrasado' },
    followUpDue: (date, owner) => `Até ${date}${owner ? `, com ${owner}` : ''}`,
    grievance: {
      field: 'Queixa',
      acknowledged: (day) => `recebimento confirmado em ${day}`,
      responded: (day) => `respondida em ${day}`,
      closed: (day) => `encerrada em ${day}`,
      pending: 'aguardando confirmação de recebimento',
      ended: 'encerrada pela situação',
      outcome: {
        accepted: 'o reclamante aceitou',
        notAccepted: 'o reclamante não aceitou',
        noReply: 'sem resposta do reclamante',
      },
      filter: {
        open: 'Em aberto',
        overdue: 'Fora do prazo',
        acknowledgementOverdue: 'Confirmação de recebimento fora do prazo',
        resolutionOverdue: 'Resolução fora do prazo',
      },
    },
    people: (n) => (n === 1 ? '1 pessoa física' : `${n} pessoas físicas`),
    fileStem: 'relatorio-interacoes',
  },
  en: {
    title: 'Social interactions report',
    organisation: 'Organisation',
    workspaces: 'Workspaces',
    period: 'Period',
    periodAll: 'All dates',
    periodFromTo: (from, to) => `From ${from} to ${to}`,
    periodFrom: (from) => `From ${from}`,
    periodUntil: (to) => `Until ${to}`,
    filters: 'Filters',
    noFilters: 'None: every interaction of the period',
    generated: (who, when) => `Generated by ${who} on ${when}`,
    restricted:
      'Access limited to basic information: names of individuals, descriptions, issues raised and responses are left out.',
    truncated: (listed, total) =>
      `The figures cover all ${total} interactions; the list shows the first ${listed}. Narrow the filters to list them all.`,
    figuresTitle: 'Figures of the period',
    total: (n, count) => (count === 1 ? `${n} interaction` : `${n} interactions`),
    none: 'No interaction matches these filters.',
    byMonth: 'By month',
    byYear: 'By year',
    others: 'Others',
    byType: 'By type',
    byChannel: 'By channel',
    byPerception: 'By perception',
    byStatus: 'By status',
    notSet: 'Not set',
    interactionsTitle: 'Interactions',
    noInteractions: 'No interaction to list.',
    page: (n, of) => `Page ${n} of ${of}`,
    field: {
      text: 'Text',
      type: 'Type',
      channel: 'Channel',
      classification: 'Classification',
      status: 'Status',
      perception: 'Perception',
      direction: 'Direction',
      stakeholder: 'Stakeholder',
      topic: 'Topic',
      ods: 'SDG',
      participant: 'Participant',
      participants: 'Company participants',
      place: 'Place',
      followUp: 'Follow-up',
      workspace: 'Workspace',
      stakeholders: 'Stakeholders',
      topics: 'Topics',
      description: 'Description',
      issuesRaised: 'Issues raised',
      response: "Company's response",
    },
    direction: { inbound: 'Inbound', outbound: 'Outbound' },
    followUpFilter: { open: 'Open', overdue: 'Overdue' },
    followUpDue: (date, owner) => `By ${date}${owner ? `, ${owner}` : ''}`,
    grievance: {
      field: 'Grievance',
      acknowledged: (day) => `acknowledged ${day}`,
      responded: (day) => `responded ${day}`,
      closed: (day) => `closed ${day}`,
      pending: 'awaiting acknowledgement',
      ended: 'ended by its status',
      outcome: {
        accepted: 'the complainant accepted',
        notAccepted: 'the complainant did not accept',
        noReply: 'no reply from the complainant',
      },
      filter: {
        open: 'Open',
        overdue: 'Past its target',
        acknowledgementOverdue: 'Past its acknowledgement target',
        resolutionOverdue: 'Past its resolution target',
      },
    },
    people: (n) => (n === 1 ? '1 individual' : `${n} individuals`),
    fileStem: 'interactions-report',
  },
  es: {
    title: 'Informe de interacciones sociales',
    organisation: 'Organización',
    workspaces: 'Espacios de trabajo',
    period: 'Período',
    periodAll: 'Todas las fechas',
    periodFromTo: (from, to) => `Del ${from} al ${to}`,
    periodFrom: (from) => `Desde el ${from}`,
    periodUntil: (to) => `Hasta el ${to}`,
    filters: 'Filtros',
    noFilters: 'Ninguno: todas las interacciones del período',
    generated: (who, when) => `Generado por ${who} el ${when}`,
    restricted:
      'Acceso limitado a información básica: se omiten los nombres de personas físicas, las descripciones, las cuestiones planteadas y las respuestas.',
    truncated: (listed, total) =>
      `Las cifras abarcan las ${total} interacciones; la lista muestra las primeras ${listed}. Acote los filtros para listarlas todas.`,
    figuresTitle: 'Cifras del período',
    total: (n, count) => (count === 1 ? `${n} interacción` : `${n} interacciones`),
    none: 'Ninguna interacción coincide con estos filtros.',
    byMonth: 'Por mes',
    byYear: 'Por año',
    others: 'Otros',
    byType: 'Por tipo',
    byChannel: 'Por canal',
    byPerception: 'Por percepción',
    byStatus: 'Por estado',
    notSet: 'Sin informar',
    interactionsTitle: 'Interacciones',
    noInteractions: 'Ninguna interacción que listar.',
    page: (n, of) => `Página ${n} de ${of}`,
    field: {
      text: 'Texto',
      type: 'Tipo',
      channel: 'Canal',
      classification: 'Clasificación',
      status: 'Estado',
      perception: 'Percepción',
      direction: 'Sentido',
      stakeholder: 'Parte interesada',
      topic: 'Tema',
      ods: 'ODS',
      participant: 'Participante',
      participants: 'Participantes de la empresa',
      place: 'Lugar',
      followUp: 'Seguimiento',
      workspace: 'Espacio de trabajo',
      stakeholders: 'Partes interesadas',
      topics: 'Temas',
      description: 'Descripción',
      issuesRaised: 'Cuestiones planteadas',
      response: 'Respuesta de la empresa',
    },
    direction: { inbound: 'Recibida', outbound: 'Realizada' },
    followUpFilter: { open: 'Abierto', overdue: 'Atrasado' },
    followUpDue: (date, owner) => `Hasta el ${date}${owner ? `, ${owner}` : ''}`,
    grievance: {
      field: 'Queja',
      acknowledged: (day) => `acuse de recibo el ${day}`,
      responded: (day) => `respondida el ${day}`,
      closed: (day) => `cerrada el ${day}`,
      pending: 'esperando acuse de recibo',
      ended: 'cerrada por su estado',
      outcome: {
        accepted: 'el reclamante aceptó',
        notAccepted: 'el reclamante no aceptó',
        noReply: 'sin respuesta del reclamante',
      },
      filter: {
        open: 'Abierta',
        overdue: 'Fuera de plazo',
        acknowledgementOverdue: 'Acuse de recibo fuera de plazo',
        resolutionOverdue: 'Resolución fuera de plazo',
      },
    },
    people: (n) => (n === 1 ? '1 persona física' : `${n} personas físicas`),
    fileStem: 'informe-interacciones',
  },
  de: {
    title: 'Bericht über soziale Interaktionen',
    organisation: 'Organisation',
    workspaces: 'Arbeitsbereiche',
    period: 'Zeitraum',
    periodAll: 'Alle Daten',
    periodFromTo: (from, to) => `Vom ${from} bis ${to}`,
    periodFrom: (from) => `Ab ${from}`,
    periodUntil: (to) => `Bis ${to}`,
    filters: 'Filter',
    noFilters: 'Keine: alle Interaktionen des Zeitraums',
    generated: (who, when) => `Erstellt von ${who} am ${when}`,
    restricted:
      'Zugriff nur auf Basisinformationen: Namen von Privatpersonen, Beschreibungen, angesprochene Anliegen und Antworten sind ausgelassen.',
    truncated: (listed, total) =>
      `Die Zahlen umfassen alle ${total} Interaktionen; die Liste zeigt die ersten ${listed}. Grenzen Sie die Filter ein, um alle aufzulisten.`,
    figuresTitle: 'Zahlen des Zeitraums',
    total: (n, count) => (count === 1 ? `${n} Interaktion` : `${n} Interaktionen`),
    none: 'Keine Interaktion entspricht diesen Filtern.',
    byMonth: 'Nach Monat',
    byYear: 'Nach Jahr',
    others: 'Sonstige',
    byType: 'Nach Art',
    byChannel: 'Nach Kanal',
    byPerception: 'Nach Wahrnehmung',
    byStatus: 'Nach Status',
    notSet: 'Nicht angegeben',
    interactionsTitle: 'Interaktionen',
    noInteractions: 'Keine Interaktion aufzulisten.',
    page: (n, of) => `Seite ${n} von ${of}`,
    field: {
      text: 'Text',
      type: 'Art',
      channel: 'Kanal',
      classification: 'Einstufung',
      status: 'Status',
      perception: 'Wahrnehmung',
      direction: 'Richtung',
      stakeholder: 'Stakeholder',
      topic: 'Thema',
      ods: 'SDG',
      participant: 'Teilnehmer',
      participants: 'Teilnehmende des Unternehmens',
      place: 'Ort',
      followUp: 'Nachverfolgung',
      workspace: 'Arbeitsbereich',
      stakeholders: 'Stakeholder',
      topics: 'Themen',
      description: 'Beschreibung',
      issuesRaised: 'Angesprochene Anliegen',
      response: 'Antwort des Unternehmens',
    },
    direction: { inbound: 'Eingehend', outbound: 'Ausgehend' },
    followUpFilter: { open: 'Offen', overdue: 'Überfällig' },
    followUpDue: (date, owner) => `Bis ${date}${owner ? `, ${owner}` : ''}`,
    grievance: {
      field: 'Beschwerde',
      acknowledged: (day) => `Eingang bestätigt am ${day}`,
      responded: (day) => `beantwortet am ${day}`,
      closed: (day) => `abgeschlossen am ${day}`,
      pending: 'Eingangsbestätigung ausstehend',
      ended: 'durch den Status beendet',
      outcome: { accepted: 'angenommen', notAccepted: 'nicht angenommen', noReply: 'keine Antwort' },
      filter: {
        open: 'Offen',
        overdue: 'Frist überschritten',
        acknowledgementOverdue: 'Frist der Eingangsbestätigung überschritten',
        resolutionOverdue: 'Lösungsfrist überschritten',
      },
    },
    people: (n) => (n === 1 ? '1 Privatperson' : `${n} Privatpersonen`),
    fileStem: 'interaktionen-bericht',
  },
};
