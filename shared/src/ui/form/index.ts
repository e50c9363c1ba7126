export { FORMS_NS } from './forms.i18n';
export { placeServerErrors, problemText, translateServerMessage, type FieldPlacement } from './server-errors';
export { useServerForm, type ServerForm, type ServerFormOptions } from './use-server-form';
export { useUnsavedChanges } from './use-unsaved-changes';
export { useRowFocus } from './use-row-focus';
export { isValidPhone, isValidPostalCode, maskPhone, maskPostalCode, onlyDigits } from './masks';
export { FIELD_ROW_GAP } from './field-row';
export { DraftAlert, type DraftAlertProps } from './draft-alert';
export { useSettingsForm, type SettingsFormOptions } from './use-settings-form';
