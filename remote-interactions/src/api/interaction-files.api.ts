import { api, type QueryValue } from '@conexoes/shared';

export type ExportFormat = 'xlsx' | 'csv';

/** SPEC §7 social-interactions/export: the list's search (no paging) as a file, with the server's name. */
export const interactionFilesApi = {
  export: (
    params: Record<string, QueryValue>,
    format: ExportFormat,
    onProgress?: (percent: number) => void,
  ) => api.downloadGet('social-interactions/export', { params: { ...params, format }, onProgress }),
};
