import { z } from 'zod';
import { booleanQuerySchema } from './common';
import { interactionSearchQuerySchema } from './interactions';
import { fileFormatSchema } from './stakeholder-files';

/*
 * Social interaction files (docs/imports.md "Interactions"): the export of a search, the import's
 * query. The report of an import is the stakeholder import's (`importReportSchema`), with
 * `counts.stakeholdersCreated` and duplicates by `code`.
 */

/** GET social-interactions/export: the search query (every row, no paging) and the file format. */
export const interactionExportQuerySchema = interactionSearchQuerySchema
  .omit({ page: true, size: true })
  .extend({ format: fileFormatSchema.default('xlsx') });
export type InteractionExportQuery = z.infer<typeof interactionExportQuerySchema>;

/**
 * Query of POST social-interactions/import[/nx] (multipart, field `file`). `dryRun=true` only checks.
 * `createStakeholders=true` registers the stakeholders the file names and the tenant does not have
 * (otherwise each is a row error). `onDuplicate=skip` leaves out rows whose code is already
 * registered (an export imported back); without it such rows refuse the import (409). `workspaceId`:
 * where the interactions (and created stakeholders) go.
 */
export const interactionImportQuerySchema = z.object({
  dryRun: booleanQuerySchema.optional(),
  createStakeholders: booleanQuerySchema.optional(),
  onDuplicate: z.enum(['skip']).optional(),
  workspaceId: z.uuid().optional(),
});
export type InteractionImportQuery = z.infer<typeof interactionImportQuerySchema>;
