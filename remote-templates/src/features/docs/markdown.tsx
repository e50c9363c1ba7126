import { Fragment, type ReactNode } from 'react';
import { Typography } from 'antd';
import { Lexer, type Token, type Tokens } from 'marked';
import { Link } from 'react-router-dom';

/** A heading of the document with the anchor it gets, for the "on this page" list. */
export type DocHeading = { id: string; text: string; depth: number };

/** GitHub-like anchors: lower case, accents kept as letters, punctuation dropped, spaces as dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** marked's tokens for a document (no HTML is ever produced: the tokens become React elements). */
export const lexMarkdown = (source: string): Token[] => Lexer.lex(source, { gfm: true });

/**
 * Anchors for every heading, unique within the document (a repeated heading gets -1, -2, ...), in
 * the order of the tokens: the renderer and the "on this page" list use this one list.
 */
export function headingsOf(tokens: Token[]): DocHeading[] {
  const seen = new Map<string, number>();
  return tokens
    .filter((token): token is Tokens.Heading => token.type === 'heading')
    .map((token) => {
      const text = plainText(token.tokens);
      const base = slugify(text) || 'section';
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return { id: count ? `${base}-${count}` : base, text, depth: token.depth };
    });
}

function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}

export type MarkdownProps = {
  tokens: Token[];
  headings: DocHeading[];
  /** Where a relative link to another document goes (`undefined`: shown as text, not a dead link). */
  resolveLink: (href: string) => string | undefined;
  /** Words for the heading anchors and the scrollable tables. */
  labels: { anchor: (heading: string) => string; table: string };
};

/**
 * Markdown drawn with antd's typography. The first heading is the page's h1 and every later
 * top-level heading drops to h2, so a page keeps one h1 whatever its source. Raw HTML in the source
 * is left out: nothing of the text is ever inserted as markup.
 */
export function Markdown({ tokens, headings, resolveLink, labels }: MarkdownProps) {
  // The n-th heading token is the n-th entry of `headings` (both come from the same tokens).
  const headingTokens = tokens.filter((token) => token.type === 'heading');

  const inline = (list: Token[] | undefined): ReactNode =>
    (list ?? []).map((token, index) => <Fragment key={index}>{renderInline(token)}</Fragment>);

  function renderInline(token: Token): ReactNode {
    switch (token.type) {
      case 'strong':
        return <strong>{inline(token.tokens)}</strong>;
      case 'em':
        return <em>{inline(token.tokens)}</em>;
      case 'del':
        return <del>{inline(token.tokens)}</del>;
      case 'codespan':
        return <Typography.Text code>{unescape(token.text)}</Typography.Text>;
      case 'br':
        return <br />;
      case 'link':
        return renderLink(token as Tokens.Link);
      case 'image':
        return (token as Tokens.Image).text;
      case 'escape':
        return token.text;
      case 'html':
        return null;
      case 'text':
        return 'tokens' in token && token.tokens ? inline(token.tokens) : unescape(token.text);
      default:
        return 'text' in token ? unescape(String(token.text)) : null;
    }
  }

  function renderLink(token: Tokens.Link): ReactNode {
    const { href } = token;
    const children = inline(token.tokens);
    if (/^https?:\/\//.test(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    if (href.startsWith('#')) return <a href={href}>{children}</a>;
    const to = resolveLink(href);
    return to ? <Link to={to}>{children}</Link> : <span>{children}</span>;
  }

  function renderBlock(token: Token, key: number): ReactNode {
    switch (token.type) {
      case 'space':
      case 'html':
      case 'def':
        return null;
      case 'heading': {
        const index = headingTokens.indexOf(token);
        const heading = headings[index];
        const drawn = (index === 0 ? 1 : Math.min(Math.max(token.depth, 2), 5)) as 1 | 2 | 3 | 4 | 5;
        return (
          <Typography.Title key={key} level={drawn} id={heading?.id} className="docs-heading">
            {inline(token.tokens)}
            {drawn > 1 && heading ? (
              <a className="docs-anchor" href={`#${heading.id}`} aria-label={labels.anchor(heading.text)}>
                {'#'}
              </a>
            ) : null}
          </Typography.Title>
        );
      }
      case 'paragraph':
        return <Typography.Paragraph key={key}>{inline(token.tokens)}</Typography.Paragraph>;
      case 'text':
        return <Typography.Paragraph key={key}>{inline(token.tokens ?? [token])}</Typography.Paragraph>;
      case 'blockquote':
        return (
          <blockquote key={key} className="docs-quote">
            {(token as Tokens.Blockquote).tokens.map(renderBlock)}
          </blockquote>
        );
      case 'code':
        return (
          <pre key={key} className="docs-code" tabIndex={0}>
            <code>{token.text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={key} className="docs-rule" />;
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item, index) => (
          <li key={index}>
            {item.tokens.map((child, childIndex) =>
              // A tight list item's text is inline, not a paragraph of its own.
              child.type === 'text' ? (
                <Fragment key={childIndex}>{renderInline(child)}</Fragment>
              ) : (
                renderBlock(child, childIndex)
              ),
            )}
          </li>
        ));
        return list.ordered ? (
          <ol key={key} start={typeof list.start === 'number' ? list.start : undefined}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case 'table': {
        const table = token as Tokens.Table;
        const align = (index: number) => table.align[index] ?? undefined;
        return (
          // Wide tables scroll inside a focusable region, so a keyboard can scroll them too.
          <div key={key} className="docs-table" role="region" aria-label={labels.table} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  {table.header.map((cell, index) => (
                    <th key={index} scope="col" style={{ textAlign: align(index) }}>
                      {inline(cell.tokens)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) => (
                      <td key={index} style={{ textAlign: align(index) }}>
                        {inline(cell.tokens)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }
      default:
        return null;
    }
  }

  return <>{tokens.map(renderBlock)}</>;
}

// marked leaves HTML entities of the source escaped in `text` (&amp;, &quot;, &#39;, ...).
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? _);
}
