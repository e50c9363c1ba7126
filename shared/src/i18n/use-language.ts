import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const current = () => i18n.language;

/** The app's language now; a component using it renders again when it changes. */
export const useLanguage = (): string => useSyncExternalStore(subscribe, current, current);
