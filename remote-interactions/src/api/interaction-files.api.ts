import type { ExportFormat } from '@conexoes/shared/ui';
import {
  api,
  type DuplicateDecision,
  type ImportReport,
  type InteractionImportProfile,
  type QueryValue,
} from '@conexoes/shared';

/** One upload of an interaction import (docs/imports.md "Interactions"). */
export type InteractionImportCall = {
  profile: InteractionImportProfile;
  file: File;
  dryRun: boolean;
  /** The interaction import only leaves out rows whose code is registered; it never updates them. */
  onDuplicate?: DuplicateDecision;
  /** Register the stakeholders the file names and nobody has registered (needs stakeholders add). */
  createStakeholders: boolean;
  /** Where the interactions (and the stakeholders created) go; the chosen workspace when omitted. */
  workspaceId?: string;
  /** 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
};

/** SPEC §7 social-interactions export and import. */
export const interactionFilesApi = {
  /** The list's search (no paging) as a file, with the server's name. */
  export: (
    params: Record<string, QueryValue>,
    format: ExportFormat,
    onProgress?: (percent: number) => void,
  ) => api.downloadGet('social-interactions/export', { params: { ...params, format }, onProgress }),
  importTemplate: (format: ExportFormat) =>
    api.downloadGet('social-interactions/import/template', { params: { format } }),
  /**
   * Multipart upload of one file with upload progress. `Prefer: respond-async`: the server answers 202
   * with a job to poll (`importJob`) and the report once it is done.
   */
  import: ({
    profile,
    file,
    dryRun,
    onDuplicate,
    createStakeholders,
    workspaceId,
    onProgress,
  }: InteractionImportCall) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<ImportReport>(
      profile === 'standard' ? 'social-interactions/import' : `social-interactions/import/${profile}`,
      form,
      {
        params: { dryRun, onDuplicate, createStakeholders: createStakeholders || undefined, workspaceId },
        headers: { Prefer: 'respond-async' },
        onProgress,
      },
    );
  },
  /** The state of an import job started with `Prefer: respond-async`. */
  importJob: (jobId: string) =>
    api.get<ImportReport>(`social-interactions/import/${encodeURIComponent(jobId)}`),
};
