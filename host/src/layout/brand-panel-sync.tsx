import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSettingsStore } from '@conexoes/shared';
import { PRESET_COLORS } from '../theme/theme-from-settings';

/** The static brand panel of index.html (painted before any script), if the page has one. */
const panel = (): HTMLElement | null => document.getElementById('brand-panel');

/** Whether `pathname` is one of the sign-in screens the panel belongs to (listed in index.html). */
export function showsBrandPanel(pathname: string, paths: ReadonlyArray<string>): boolean {
  return paths.includes(pathname.replace(/\/+$/, ''));
}

const panelPaths = (element: HTMLElement): string[] => {
  try {
    const paths: unknown = JSON.parse(element.dataset.paths ?? '[]');
    return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Keeps index.html's sign-in brand panel in step with the app: shown on the sign-in routes only
 * (so nothing of it shows on /stakeholders after a sign-in), in the current language and colour.
 * The panel is outside React's root on purpose: React never replaces it, so it is painted once.
 */
export function BrandPanelSync() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('shell');
  const colorPreset = useSettingsStore((s) => s.colorPreset);

  useEffect(() => {
    const element = panel();
    if (!element) return;
    document.documentElement.toggleAttribute(
      'data-brand-panel',
      showsBrandPanel(pathname, panelPaths(element)),
    );
  }, [pathname]);

  useEffect(() => {
    const element = panel();
    if (!element) return;
    const [name, tagline] = element.querySelectorAll('p');
    // Only a real change: replacing a text node with the same words paints it anew, and that later
    // paint became the page's Largest Contentful Paint (1.8 s instead of the first paint on a phone).
    for (const [node, text] of [
      [name, t('app.name')],
      [tagline, t('app.tagline')],
    ] as const)
      if (node && node.textContent !== text) node.textContent = text;
  }, [t, i18n.language]);

  useEffect(() => {
    document.documentElement.style.setProperty('--brand-color', PRESET_COLORS[colorPreset]);
  }, [colorPreset]);

  return null;
}
