// The module every app gets for `import … from 'react-i18next'` (the shared singleton): the hooks,
// provider and plugin the product uses, without `Trans`/`IcuTrans` and their HTML parser, which a
// shared module would otherwise carry whole (docs/decisions/0010-front-end-weight.md, fourth pass).
// `react-i18next-es` is an alias (tooling/federation.mjs) for the app's own copy's dist/es folder.
// An app needing another export adds it here (a build fails on a missing export), then the host is
// redeployed. Types still come from react-i18next itself; jest uses the real package.
export { useTranslation } from 'react-i18next-es/useTranslation.js';
export { withTranslation } from 'react-i18next-es/withTranslation.js';
export { Translation } from 'react-i18next-es/Translation.js';
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-es/initReactI18next.js';
export { setDefaults, getDefaults } from 'react-i18next-es/defaults.js';
export { setI18n, getI18n } from 'react-i18next-es/i18nInstance.js';
export { I18nContext, composeInitialProps, getInitialProps } from 'react-i18next-es/context.js';
