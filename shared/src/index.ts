// The front end's runtime entry to @conexoes/shared (a federation singleton, built whole: every
// export here is downloaded on the first page). Nothing here runs at import time.
// The zod contract is types only here. A constant the browser needs at runtime lives in a zod-free
// contract module re-exported below; `@conexoes/shared/contract` would bring zod into the app that
// imports a value from it (its schemas run at load), so the apps take types only from there (lint)
// (docs/decisions/0010-front-end-weight.md).
export * from './api';
export * from './stores';
export * from './toast';
export * from './i18n';
export * from './locations';
export * from './workspaces';
export * from './session';
export * from './drafts';
export type * from './contract';
// Plain contract values (no zod) that menus, guards and forms use at runtime.
export {
  accessRaises,
  grantablePart,
  hasPermission,
  mayGrant,
  noAccess,
  permissionAreas,
  permissionFlags,
  roles,
  roleTemplates,
} from './contract/permission-flags';
export { importProfiles, interactionImportProfiles } from './contract/import-profiles';
export {
  ATTACHMENT_MAX_BYTES,
  attachmentExtensions,
  attachmentRefusal,
  MAX_ATTACHMENTS_PER_RECORD,
} from './contract/attachment-limits';
// Zod-free: the preset rule the API counts periods by, read by the period picker too.
export { presetDaysOf, todayInSaoPaulo } from './contract/period-days';
// Zod-free: a CPF/CNPJ typed whole, as the stakeholder list's search reads it.
export { normaliseDocument, wholeDocumentOf } from './contract/documents';
export { foldText } from './contract/fold-text';
// Zod-free: which interactions are grievances (the form offers a confidential complainant on them).
export { isGrievance } from './contract/grievance-codes';
// Zod-free: the commitments' and plans' statuses, their moves and sort fields, and their words.
export {
  closedCommitmentStatuses,
  commitmentSortFields,
  commitmentStatuses,
  commitmentStatusFilters,
  commitmentTransitions,
  endedNegotiationPlanStatuses,
  negotiationPlanSortFields,
  negotiationPlanStatuses,
  negotiationPlanTransitions,
} from './contract/commitment-statuses';
export { commitmentStatusWords, planStatusWords } from './contract/commitment-words';
