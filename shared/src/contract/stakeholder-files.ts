import { z } from 'zod';
import { booleanQuerySchema } from './common';
import { importProfiles } from './import-profiles';
import { stakeholderSearchQuerySchema } from './stakeholders';

export * from './import-profiles';

export const fileFormats = ['xlsx', 'csv'] as const;
export type FileFormat = (typeof fileFormats)[number];
export const fileFormatSchema = z.enum(fileFormats);

/** What to do with a row that matches another row or an existing stakeholder. */
export const duplicateDecisions = ['update', 'skip'] as const;
export type DuplicateDecision = (typeof duplicateDecisions)[number];

/**
 * Query of POST stakeholders/import[/profile] (multipart, field `file`). `dryRun=true` only checks and
 * reports; otherwise the rows are written all or nothing. With duplicates, `onDuplicate` is required.
 * `workspaceId` = where new stakeholders go (default: the chosen workspace, when only one was chosen).
 * Header `Prefer: respond-async` answers 202 at once with the job id; poll `import/{jobId}`.
 */
export const stakeholderImportQuerySchema = z.object({
  dryRun: booleanQuerySchema.optional(),
  onDuplicate: z.enum(duplicateDecisions).optional(),
  workspaceId: z.uuid().optional(),
});
export type StakeholderImportQuery = z.infer<typeof stakeholderImportQuerySchema>;

export const importErrorCodes = [
  'required',
  'invalid',
  'tooLong',
  'invalidDocument',
  'unknownState',
  'municipalityNotInState',
  'unknownOption',
  'unknownTopic',
  'unknownParent',
  'documentTaken',
  'missingColumn',
  // Interaction imports (docs/imports.md "Interactions").
  'unknownStakeholder',
  'unknownUser',
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

/**
 * What exactly is wrong, finer than `code`, for a translated sentence: the front end words
 * `messageCode` with `params` (`optionUnknown` + `{ value: "notacategory" }`); `message` says the same
 * in English for everyone else. New codes may be added: show `message` for one you do not know.
 */
export const importMessageCodes = [
  'nameRequired',
  'nameLength',
  'kindRequired',
  'kindUnknown',
  'cpfInvalid',
  'cnpjInvalid',
  'parentCnpjInvalid',
  'optionUnknown',
  'stateUnknown',
  'municipalityNeedsState',
  'municipalityNotInState',
  'postalCodeDigits',
  'emailInvalid',
  'scaleRange',
  'topicUnknown',
  'columnRequired',
  'tooLong',
  'parentUnknown',
  'parentIsSelf',
  'documentTaken',
  'columnMissing',
  'headerMissing',
  // Interaction imports (docs/imports.md "Interactions").
  'dateRequired',
  'dateInvalid',
  'endBeforeStart',
  'subjectRequired',
  'typeRequired',
  'directionUnknown',
  'perceptionUnknown',
  'booleanUnknown',
  'numberInvalid',
  'coordinatesPair',
  'odsUnknown',
  'roleUnknown',
  'stakeholderUnknown',
  'stakeholderAmbiguous',
  'stakeholderDocumentInvalid',
  'userUnknown',
  'userCannotOpen',
  'followUpDue',
  'followUpOwner',
  'tooMany',
  // A grievance's steps (decision 0074).
  'grievanceNotAGrievance',
  'grievanceStepMissing',
  'grievanceStepOrder',
  'grievanceBeforeReceived',
  'grievanceFuture',
  'grievanceOutcome',
  'grievanceOutcomeOpen',
  'grievanceOutcomeUnknown',
  // A confidential complainant (decision 0075).
  'confidentialNotGrievance',
] as const;
export type ImportMessageCode = (typeof importMessageCodes)[number];
/** The values a row message names: `value` (the cell as written), `max`, `min`, `state`, `column`. */
export const importMessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ImportMessageParams = z.infer<typeof importMessageParamsSchema>;

/** One problem in one row: `line` as a spreadsheet numbers it (header = 1), `column` as the file names it. */
export const importRowErrorSchema = z.object({
  line: z.number().int().min(1),
  column: z.string().nullable(),
  field: z.string().nullable(),
  code: z.enum(importErrorCodes),
  // Always sent by the API; optional in the type only so that older reports and fixtures still fit.
  messageCode: z.enum(importMessageCodes).optional(),
  params: importMessageParamsSchema.optional(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * A row that matches an earlier row of the file (`matchedLine`) or an existing record (`existingId`):
 * a stakeholder by `document` or `nameAndMunicipality`, an interaction by its `code`.
 */
export const importDuplicateSchema = z.object({
  line: z.number().int().min(1),
  reason: z.enum(['document', 'nameAndMunicipality', 'code']),
  matchedLine: z.number().int().nullable(),
  existingId: z.uuid().nullable(),
  existingName: z.string().nullable(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/**
 * `invalid` counts rows with at least one error, `errors` the errors themselves (a row can have
 * several; the list stops at 1,000, this count does not).
 */
export const importCountsSchema = z.object({
  rows: z.number().int().min(0),
  valid: z.number().int().min(0),
  invalid: z.number().int().min(0),
  /** Always sent by the API (optional in the type, as `messageCode`). */
  errors: z.number().int().min(0).optional(),
  duplicates: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** Interaction imports: stakeholders the file named that were registered on request. */
  stakeholdersCreated: z.number().int().min(0).optional(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importJobStatuses = [
  'running',
  'previewed',
  'applied',
  'rejected',
  'failed',
  'interrupted',
] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];
export const importPhases = ['checking', 'reading', 'validating', 'writing', 'done'] as const;
export type ImportPhase = (typeof importPhases)[number];

/**
 * The answer of an import and of GET <area>/import/{jobId} (stakeholders, social-interactions). `errors`
 * and `duplicates` list at most 1,000 entries each (`truncated`); `counts` are complete. `rejected` =
 * nothing was written.
 */
export const importReportSchema = z.object({
  jobId: z.uuid(),
  profile: z.enum(importProfiles),
  format: fileFormatSchema.nullable(),
  fileName: z.string().nullable(),
  dryRun: z.boolean(),
  onDuplicate: z.enum(duplicateDecisions).nullable(),
  status: z.enum(importJobStatuses),
  phase: z.enum(importPhases),
  processed: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  counts: importCountsSchema,
  errors: z.array(importRowErrorSchema),
  duplicates: z.array(importDuplicateSchema),
  /**
   * Headers of the file that name no column of the layout (or repeat one): their cells are not read.
   * A warning, not an error. Optional in the type, as `messageCode`: older reports have none.
   */
  ignoredColumns: z.array(z.string()).optional(),
  truncated: z.boolean(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const stakeholderImportReportSchema = importReportSchema;
export type StakeholderImportReport = ImportReport;

export const importJobParamsSchema = z.object({ jobId: z.uuid() });
export const importTemplateQuerySchema = z.object({ format: fileFormatSchema.default('xlsx') });

/** GET stakeholders/export: the search query (every row, no paging) and the file format. */
export const stakeholderExportQuerySchema = stakeholderSearchQuerySchema
  .omit({ page: true, size: true })
  .extend({
    format: fileFormatSchema.default('xlsx'),
  });
export type StakeholderExportQuery = z.infer<typeof stakeholderExportQuerySchema>;
