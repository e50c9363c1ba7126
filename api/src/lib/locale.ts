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
