export * from './languages';
export { i18n, initI18n, registerTranslations, changeLanguage, problemMessageKey } from './i18n';
export { formatDate, formatDateAs, formatDateTime, formatNumber, formatTime } from './format';
export type { CommonResources } from './common.locales';
export { odsLabel } from '../contract/ods-label';
export { useLanguage } from './use-language';
