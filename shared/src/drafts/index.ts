export { clearDraft, clearOwnDrafts, DRAFT_LIFETIME_DAYS, readDraft, writeDraft } from './form-drafts';
export type { Draft } from './form-drafts';
