import { api, useApiQuery, type OdsOption } from '@conexoes/shared';

/** The 17 goals (reference data; GET topic/categories/ods/options). */
export const useOds = () =>
  useApiQuery((signal) => api.get<OdsOption[]>('topic/categories/ods/options', { signal }), [], {
    followLanguage: true,
  });
