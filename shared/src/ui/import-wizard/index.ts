// The import wizard every area's list uses (stakeholders, social interactions): upload, dry run with
// each row's problems in words, apply with the job's progress, result; and the lists' export menu.
export { ImportWizard, type ImportArea, type ImportWizardProps } from './import-wizard';
export type { ImportDuplicateWords } from './import-preview';
export type { ImportCall } from './use-import-run';
export { ExportMenu, type ExportFormat, type ExportMenuProps } from './export-menu';
