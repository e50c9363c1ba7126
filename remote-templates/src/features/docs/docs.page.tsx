import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Button, Grid, Select, Spin, Typography, theme } from 'antd';
import { isSupportedLanguage, type SupportedLanguage } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  DEVELOPER_DOCS,
  USER_DOCS,
  docsPathFor,
  isDeveloperDoc,
  isDocSlug,
  loadDoc,
  type DocSlug,
} from './docs-catalog';
import { DOCS_NS } from './docs.i18n';
import { Markdown, headingsOf, lexMarkdown } from './markdown';
import './docs.css';

type Loaded = { key: string; text: string } | { key: string; failed: true };

/** /docs/:slug: the user guide in the reader's language and the developer pages, from Markdown. */
export function DocsPage() {
  const { slug } = useParams();
  if (!isDocSlug(slug)) return <Navigate to="/404" replace />;
  return <DocsView slug={slug} />;
}

function DocsView({ slug }: { slug: DocSlug }) {
  const { t, i18n } = useTranslation(DOCS_NS);
  const language: SupportedLanguage = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const key = `${slug}:${language}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { hash } = useLocation();

  useEffect(() => {
    let current = true;
    loadDoc(slug, language).then(
      (text) => current && setLoaded({ key, text }),
      () => current && setLoaded({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [slug, language, key, attempt]);

  const ready = loaded?.key === key ? loaded : null;
  const text = ready && 'text' in ready ? ready.text : null;
  const tokens = useMemo(() => (text === null ? [] : lexMarkdown(text)), [text]);
  const headings = useMemo(() => headingsOf(tokens), [tokens]);

  // A link to a section (/docs/api#conventions) scrolls there once the page has its text.
  useEffect(() => {
    if (!text || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [text, hash]);

  const sections = headings.filter((heading) => heading.depth === 2);

  return (
    <div className="docs-layout">
      <DocsNavigation current={slug} sections={sections} />
      <article className="docs-article">
        {isDeveloperDoc(slug) && language !== 'en' ? (
          <Alert type="info" showIcon title={t('englishOnly')} style={{ marginBottom: 16 }} />
        ) : null}
        {ready && 'failed' in ready ? (
          <>
            <Typography.Title level={1}>{t(`pages.${slug}`)}</Typography.Title>
            <Alert
              type="error"
              showIcon
              title={t('failed')}
              action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>}
            />
          </>
        ) : text === null ? (
          <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />
        ) : (
          <Markdown
            tokens={tokens}
            headings={headings}
            resolveLink={docsPathFor}
            labels={{ anchor: (heading) => t('anchor', { heading }), table: t('table') }}
          />
        )}
      </article>
    </div>
  );
}

type DocsNavigationProps = { current: DocSlug; sections: { id: string; text: string }[] };

/** The pages in two groups, the current one with its sections; a labelled select on a phone. */
function DocsNavigation({ current, sections }: DocsNavigationProps) {
  const { t } = useTranslation(DOCS_NS);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const pickerId = useId();
  const groups = [
    { key: 'user', slugs: USER_DOCS as readonly DocSlug[] },
    { key: 'developer', slugs: DEVELOPER_DOCS as readonly DocSlug[] },
  ];

  if (screens.md === false) {
    return (
      <div className="docs-picker">
        <label htmlFor={pickerId}>{t('pagePicker')}</label>
        <Select
          id={pickerId}
          value={current}
          onChange={(slug) => navigate(`/docs/${slug}`)}
          options={groups.map((group) => ({
            label: t(`groups.${group.key}`),
            title: t(`groups.${group.key}`),
            options: group.slugs.map((slug) => ({ value: slug, label: t(`pages.${slug}`) })),
          }))}
          style={{ width: '100%' }}
        />
      </div>
    );
  }

  return (
    <nav className="docs-nav" aria-label={t('navLabel')}>
      {groups.map((group) => (
        <div key={group.key}>
          <p className="docs-nav-group" style={{ color: token.colorTextSecondary }}>
            {t(`groups.${group.key}`)}
          </p>
          <ul>
            {group.slugs.map((slug) => {
              const active = slug === current;
              return (
                <li key={slug}>
                  <Link
                    to={`/docs/${slug}`}
                    aria-current={active ? 'page' : undefined}
                    style={{
                      color: active ? token.colorPrimary : token.colorText,
                      background: active ? token.colorPrimaryBg : undefined,
                      borderRadius: token.borderRadius,
                    }}
                  >
                    {t(`pages.${slug}`)}
                  </Link>
                  {active && sections.length > 0 ? (
                    <ul className="docs-nav-sections" aria-label={t('onThisPage')}>
                      {sections.map((section) => (
                        <li key={section.id}>
                          <a href={`#${section.id}`} style={{ color: token.colorTextSecondary }}>
                            {section.text}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export default DocsPage;
