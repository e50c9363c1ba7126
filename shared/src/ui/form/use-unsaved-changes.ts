import { useCallback, useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from './forms.i18n';

/**
 * Asks before leaving a form with unsaved changes: on reload/close (beforeunload) and on in-app links
 * (the host's menu and breadcrumbs are <a> elements). The host's BrowserRouter is not a data router, so
 * react-router's useBlocker is not available; links are intercepted in the capture phase instead.
 * `navigate` is the app's router navigation (shared/ui does not depend on the router).
 */
export const useUnsavedChanges = (dirty: boolean, navigate: (to: string) => void): ((to: string) => void) => {
  const { t } = useTranslation(FORMS_NS);
  const { modal } = App.useApp();

  const confirmLeave = useCallback(
    (to: string) =>
      modal.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.body'),
        okText: t('unsaved.leave'),
        cancelText: t('unsaved.stay'),
        onOk: () => navigate(to),
      }),
    [modal, navigate, t],
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const handleClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      )
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(to);
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
    };
  }, [dirty, confirmLeave]);

  /** Goes to `to`, asking first while there are unsaved changes (for Cancel buttons). */
  return useCallback(
    (to: string) => {
      if (dirty) confirmLeave(to);
      else navigate(to);
    },
    [dirty, confirmLeave, navigate],
  );
};
