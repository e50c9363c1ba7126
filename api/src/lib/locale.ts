import type { FastifyRequest } from 'fastify';

export type LabelLocale = 'pt-BR' | 'en';

/** Option lists carry pt-BR and English labels; Portuguese callers get pt-BR, everyone else English. */
export const labelLocale = (request: FastifyRequest): LabelLocale => {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('pt') ? 'pt-BR' : 'en';
};

export const pickLabel = (locale: LabelLocale, labels: { labelPtBr: string; labelEn: string }): string =>
  locale === 'pt-BR' ? labels.labelPtBr : labels.labelEn;

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
