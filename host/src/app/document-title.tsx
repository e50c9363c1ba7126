import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageHeadingStore } from '@conexoes/shared';
import { findRoute } from '../navigation/route-match';
import { linkPath } from '../navigation/route-table';

/** The host's own pages (outside the route table): the error pages. */
const ERROR_TITLES: Readonly<Record<string, string>> = {
  '/401': 'titles.forbidden',
  '/404': 'titles.notFound',
  '/500': 'titles.serverError',
};

/** The shell namespace key of a path's page title, from the route table; null = the product's name alone. */
export function titleKeyOf(pathname: string): string | null {
  const route = findRoute(pathname);
  // A page below a `/*` route with its own menu entry (a template dashboard) is named as in the menu.
  const page = route?.navPages?.find((p) => `${linkPath(route)}/${p.page}` === pathname);
  return ERROR_TITLES[pathname] ?? page?.titleKey ?? route?.titleKey ?? null;
}

/**
 * The browser tab's title follows the page and the language: the page's heading when it is plain text
 * (a record's name: "Reunião com a associação · Conexões Estratégicas"), else the route's name.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('shell');
  const heading = usePageHeadingStore((s) => s.heading);
  const key = titleKeyOf(pathname);
  const product = t('app.name');
  const name = heading ?? (key ? t(key) : null);
  const title = name ? `${name} · ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
  return null;
}
