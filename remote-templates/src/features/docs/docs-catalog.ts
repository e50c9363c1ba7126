import type { SupportedLanguage } from '@conexoes/shared';

/** The user guide: one Markdown file per page and language (content/<language>/<slug>.md). */
export const USER_DOCS = [
  'getting-started',
  'stakeholders',
  'interactions',
  'topics',
  'commitments',
  'configurations',
  'imports',
] as const;

/** For developers: the repository's own docs/*.md, in English, read at build time. */
export const DEVELOPER_DOCS = ['api', 'import-formats', 'dashboards-api', 'adding-an-area'] as const;

export type UserDoc = (typeof USER_DOCS)[number];
export type DeveloperDoc = (typeof DEVELOPER_DOCS)[number];
export type DocSlug = UserDoc | DeveloperDoc;

export const isDocSlug = (value: string | undefined): value is DocSlug =>
  (USER_DOCS as readonly string[]).includes(value ?? '') ||
  (DEVELOPER_DOCS as readonly string[]).includes(value ?? '');

export const isDeveloperDoc = (slug: DocSlug): slug is DeveloperDoc =>
  (DEVELOPER_DOCS as readonly string[]).includes(slug);

// Each file is its own chunk, fetched when its page is opened.
const developerSources: Record<DeveloperDoc, () => Promise<{ default: string }>> = {
  api: () => import('../../../../docs/api.md'),
  'import-formats': () => import('../../../../docs/imports.md'),
  'dashboards-api': () => import('../../../../docs/dashboards.md'),
  'adding-an-area': () => import('../../../../docs/adding-an-area.md'),
};

/** A repository file a developer doc links to, and the docs page that shows it. */
const REPOSITORY_LINKS: Record<string, DeveloperDoc> = {
  'api.md': 'api',
  'imports.md': 'import-formats',
  'dashboards.md': 'dashboards-api',
  'adding-an-area.md': 'adding-an-area',
};

/** The docs page for a relative link inside a document (`docs/api.md#x` → `/docs/api#x`), if any. */
export function docsPathFor(href: string): string | undefined {
  const [file = '', anchor] = href.split('#');
  const name = file.split('/').pop() ?? '';
  if (!file) return anchor ? `#${anchor}` : undefined;
  const slug =
    REPOSITORY_LINKS[name] ?? (isDocSlug(name.replace(/\.md$/, '')) ? name.replace(/\.md$/, '') : undefined);
  if (!slug) return undefined;
  return `/docs/${slug}${anchor ? `#${anchor}` : ''}`;
}

/** The Markdown of a page in a language; developer pages exist in English only. */
export async function loadDoc(slug: DocSlug, language: SupportedLanguage): Promise<string> {
  if (isDeveloperDoc(slug)) return (await developerSources[slug]()).default;
  return (await import(`./content/${language}/${slug}.md`)).default as string;
}
