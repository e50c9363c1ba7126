import {
  commitmentStatusWords,
  type CommitmentStatus,
  type NotificationKind,
  type NotificationRecordType,
} from '@conexoes/shared/contract';

/**
 * The e-mail's words. Users have no stored language, so, as the identity e-mails do, each message
 * says it in Portuguese and then in English. The app words the same parts in the reader's language.
 */
type Lang = 'pt' | 'en';
export type NoticeParts = {
  kind: NotificationKind;
  recordType: NotificationRecordType;
  title: string;
  data: Record<string, unknown>;
};

const subject: Record<NotificationKind, Record<Lang, string>> = {
  owner_assigned: { pt: 'Nova responsabilidade', en: 'New assignment' },
  due_soon: { pt: 'Prazo próximo', en: 'Due soon' },
  overdue: { pt: 'Prazo vencido', en: 'Overdue' },
  plan_finished: { pt: 'Plano de ação concluído', en: 'Action plan finished' },
  plan_reopened: { pt: 'Plano de ação reaberto', en: 'Action plan reopened' },
  commitment_status_changed: { pt: 'Status do compromisso alterado', en: 'Commitment status changed' },
  grievance_overdue: { pt: 'Queixa fora do prazo', en: 'Grievance past its target' },
};

// Portuguese nouns carry their gender: "o compromisso … atrasado", "a ação … atrasada".
const pt: Record<NotificationRecordType, { the: string; byThe: string; late: string }> = {
  negotiation_plan: { the: 'O plano de negociação', byThe: 'pelo plano de negociação', late: 'atrasado' },
  commitment: { the: 'O compromisso', byThe: 'pelo compromisso', late: 'atrasado' },
  action_plan: { the: 'O plano de ação', byThe: 'pelo plano de ação', late: 'atrasado' },
  action: { the: 'A ação', byThe: 'pela ação', late: 'atrasada' },
  // An interaction's notices are about its follow-up (decision 0067).
  interaction: {
    the: 'O retorno da interação',
    byThe: 'pelo retorno da interação',
    late: 'atrasado',
  },
};
const en: Record<NotificationRecordType, string> = {
  negotiation_plan: 'negotiation plan',
  commitment: 'commitment',
  action_plan: 'action plan',
  action: 'action',
  interaction: 'follow-up of the interaction',
};
// A commitment's status in the app's words (one list for the screens, the files and the e-mails).
const statusWords = { pt: commitmentStatusWords['pt-BR'], en: commitmentStatusWords.en } as const;

/** 2026-12-03 → 03/12/2026 (Brazilian dates in both languages, as in the app). */
const brDate = (value: unknown): string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`
    : '';
const status = (value: unknown, lang: Lang): string =>
  typeof value === 'string'
    ? Object.hasOwn(statusWords[lang], value)
      ? statusWords[lang][value as CommitmentStatus]
      : value
    : '';

/** Whose action it is, after its title: "do compromisso “COM-2026-00012 — Reassentamento”". */
const ofParent: Record<string, Record<Lang, string>> = {
  commitment: { pt: 'do compromisso', en: 'of the commitment' },
  negotiation_plan: { pt: 'do plano de negociação', en: 'of the negotiation plan' },
};

export const noticeSentence = (notice: NoticeParts, lang: Lang): string => {
  const parent = ofParent[String(notice.data.parentType)];
  const parentTitle = notice.data.parentTitle;
  const title =
    notice.recordType === 'action' && parent && typeof parentTitle === 'string'
      ? `“${notice.title}” ${parent[lang]} “${parentTitle}”`
      : `“${notice.title}”`;
  const date = brDate(notice.data.dueDate);
  const from = status(notice.data.from, lang);
  const to = status(notice.data.to, lang);
  if (lang === 'pt') {
    const noun = pt[notice.recordType];
    switch (notice.kind) {
      case 'owner_assigned':
        return `Você agora é responsável ${noun.byThe} ${title}.`;
      case 'due_soon':
        return `${noun.the} ${title} vence em ${date}.`;
      case 'overdue':
        return `${noun.the} ${title} está ${noun.late} desde ${date}.`;
      case 'plan_finished':
        return `${noun.the} ${title} foi concluído.`;
      case 'plan_reopened':
        return `${noun.the} ${title} foi reaberto.`;
      case 'commitment_status_changed':
        return from && to
          ? `A situação do compromisso ${title} mudou de ${from} para ${to}.`
          : `A situação do compromisso ${title} mudou.`;
      case 'grievance_overdue':
        return notice.data.target === 'acknowledgement'
          ? `A queixa ${title} não teve recebimento confirmado até ${date}.`
          : `A queixa ${title} não foi resolvida até ${date}.`;
    }
  }
  const noun = en[notice.recordType];
  switch (notice.kind) {
    case 'owner_assigned':
      return `You were made owner of the ${noun} ${title}.`;
    case 'due_soon':
      return `The ${noun} ${title} is due on ${date}.`;
    case 'overdue':
      return `The ${noun} ${title} is overdue since ${date}.`;
    case 'plan_finished':
      return `The ${noun} ${title} was finished.`;
    case 'plan_reopened':
      return `The ${noun} ${title} was reopened.`;
    case 'commitment_status_changed':
      return from && to
        ? `The status of the commitment ${title} changed from ${from} to ${to}.`
        : `The status of the commitment ${title} changed.`;
    case 'grievance_overdue':
      return notice.data.target === 'acknowledgement'
        ? `The grievance ${title} was not acknowledged by ${date}.`
        : `The grievance ${title} was not resolved by ${date}.`;
  }
};

export const noticeSubject = (kind: NotificationKind): string =>
  `Conexões — ${subject[kind].pt} / ${subject[kind].en}`;
