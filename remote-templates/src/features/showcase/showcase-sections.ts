import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The groups of /components/:section, in menu order. */
export const SHOWCASE_SECTIONS = [
  'buttons',
  'inputs',
  'dates',
  'data-display',
  'feedback',
  'navigation',
  'charts',
  'import-wizard',
] as const;
export type ShowcaseSection = (typeof SHOWCASE_SECTIONS)[number];

export const isShowcaseSection = (value: string | undefined): value is ShowcaseSection =>
  (SHOWCASE_SECTIONS as readonly string[]).includes(value ?? '');

// Each group is its own chunk: the charts (G2) and the import wizard load only on their page.
export const SECTION_VIEWS: Record<ShowcaseSection, LazyExoticComponent<ComponentType>> = {
  buttons: lazy(() => import('./sections/buttons.section')),
  inputs: lazy(() => import('./sections/inputs.section')),
  dates: lazy(() => import('./sections/dates.section')),
  'data-display': lazy(() => import('./sections/data-display.section')),
  feedback: lazy(() => import('./sections/feedback.section')),
  navigation: lazy(() => import('./sections/navigation.section')),
  charts: lazy(() => import('./sections/charts.section')),
  'import-wizard': lazy(() => import('./sections/import-wizard.section')),
};
