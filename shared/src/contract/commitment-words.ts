// Zod-free: read at runtime by the commitments and admin apps (their translations) and by the API
// (exports, e-mails), so a status reads the same on the screen, in a file and in a notice.
import type { CommitmentStatus, NegotiationPlanStatus } from './commitment-statuses';

type Language = 'en' | 'pt-BR' | 'es' | 'de';

/**
 * A negotiation plan's status in each language: the screens' words, the export's and the notices'
 * (one list: the export once said "Storniert" where the screens said "Abgebrochen").
 */
export const planStatusWords: Record<Language, Record<NegotiationPlanStatus, string>> = {
  en: {
    draft: 'Draft',
    in_negotiation: 'In negotiation',
    agreed: 'Agreed',
    not_agreed: 'Not agreed',
    closed: 'Closed',
    cancelled: 'Cancelled',
  },
  'pt-BR': {
    draft: 'Rascunho',
    in_negotiation: 'Em negociação',
    agreed: 'Acordado',
    not_agreed: 'Sem acordo',
    closed: 'Encerrado',
    cancelled: 'Cancelado',
  },
  es: {
    draft: 'Borrador',
    in_negotiation: 'En negociación',
    agreed: 'Acordado',
    not_agreed: 'Sin acuerdo',
    closed: 'Cerrado',
    cancelled: 'Cancelado',
  },
  de: {
    draft: 'Entwurf',
    in_negotiation: 'In Verhandlung',
    agreed: 'Vereinbart',
    not_agreed: 'Keine Einigung',
    closed: 'Abgeschlossen',
    cancelled: 'Abgebrochen',
  },
};

/** A commitment's status in each language, wherever it is written (see planStatusWords). */
export const commitmentStatusWords: Record<Language, Record<CommitmentStatus, string>> = {
  en: {
    open: 'Open',
    in_progress: 'In progress',
    fulfilled: 'Fulfilled',
    partially_fulfilled: 'Partially fulfilled',
    not_fulfilled: 'Not fulfilled',
    cancelled: 'Cancelled',
  },
  'pt-BR': {
    open: 'Aberto',
    in_progress: 'Em andamento',
    fulfilled: 'Cumprido',
    partially_fulfilled: 'Cumprido parcialmente',
    not_fulfilled: 'Não cumprido',
    cancelled: 'Cancelado',
  },
  es: {
    open: 'Abierto',
    in_progress: 'En curso',
    fulfilled: 'Cumplido',
    partially_fulfilled: 'Parcialmente cumplido',
    not_fulfilled: 'No cumplido',
    cancelled: 'Cancelado',
  },
  de: {
    open: 'Offen',
    in_progress: 'In Arbeit',
    fulfilled: 'Erfüllt',
    partially_fulfilled: 'Teilweise erfüllt',
    not_fulfilled: 'Nicht erfüllt',
    cancelled: 'Abgebrochen',
  },
};
