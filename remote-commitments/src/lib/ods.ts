import { api, useApiQuery, type OdsOption } from '@conexoes/shared';

/** "6 · Clean Water and Sanitation" in the UI language (Portuguese names for pt-BR, English otherwise). */
export const odsLabel = (ods: OdsOption, language: string): string =>
  `${ods.number} · ${language.startsWith('pt') ? ods.labelPtBr : ods.labelEn}`;

/** The 17 goals (reference data; GET topic/categories/ods/options). */
export const useOds = () =>
  useApiQuery((signal) => api.get<OdsOption[]>('topic/categories/ods/options', { signal }), []);
