// Kept apart from the zod schemas (stakeholder-files.ts) so the browser reads the list without zod
// and the municipality data the stakeholder schemas carry (docs/decisions/0010-front-end-weight.md).

/**
 * Stakeholder import and export (docs/imports.md). `standard` is the template's own layout; the named
 * profiles map other systems' columns onto it.
 */
export const importProfiles = ['standard', 'am', 'renova', 'nx'] as const;
export type ImportProfile = (typeof importProfiles)[number];

/**
 * Social interaction import (docs/imports.md "Interactions"): `standard` is the template's (= the
 * export's) layout, `nx` the legacy system's columns.
 */
export const interactionImportProfiles = ['standard', 'nx'] as const;
export type InteractionImportProfile = (typeof interactionImportProfiles)[number];
