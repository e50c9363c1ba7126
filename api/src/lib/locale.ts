import type { FastifyRequest } from 'fastify';

/** The languages a label is picked in: the app's four (option lists carry one label each). */
export type LabelLocale = AppLocale;

/** Labels are picked in the app's language, which Accept-Language carries. */
export const labelLocale = (request: FastifyRequest): LabelLocale => appLocale(request);

type Labels = { labelPtBr: string; labelEn: string; labelEs?: string | null; labelDe?: string | null };

/** The label in `locale`; without a Spanish or German one (not every list has them), the English one. */
export const pickLabel = (locale: LabelLocale, labels: Labels): string => {
  if (locale === 'pt-BR') return labels.labelPtBr;
  if (locale === 'es') return labels.labelEs ?? labels.labelEn;
  if (locale === 'de') return labels.labelDe ?? labels.labelEn;
  return labels.labelEn;
};

/** A dashboard's group without a value, in the caller's language. */
export const notInformedLabel = (locale: LabelLocale): string =>
  pickLabel(locale, {
    labelPtBr: 'Não informado',
    labelEn: 'Not informed',
    labelEs: 'No informado',
    labelDe: 'Nicht angegeben',
  });

/** The app's languages (Accept-Language carries the one chosen in the app): for texts the server writes itself. */
export type AppLocale = 'en' | 'pt-BR' | 'es' | 'de';

export const appLocale = (request: FastifyRequest): AppLocale => {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('pt')) return 'pt-BR';
  if (first.startsWith('es')) return 'es';
  if (first.startsWith('de')) return 'de';
  return 'en';
};
