// A small reader for the nginx configs in deploy/: enough to find directives inside server and
// location blocks (no includes, no lua). Used by the compose consistency test.
export type NginxDirective = { name: string; args: string[]; block?: NginxDirective[] };

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  const pattern = /#[^\n]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{};]|(?:\$\{[^}]*\}|[^\s{};"'#])+/g;
  for (const match of source.matchAll(pattern)) {
    const token = match[0];
    if (token.startsWith('#')) continue;
    tokens.push(/^["']/.test(token) ? token.slice(1, -1) : token);
  }
  return tokens;
}

export function parseNginx(source: string): NginxDirective[] {
  const tokens = tokenize(source);
  let position = 0;
  const readBlock = (depth: number): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position++];
      if (token === ';') {
        directives.push({ name: words[0], args: words.slice(1) });
        words = [];
      } else if (token === '{') {
        directives.push({ name: words[0], args: words.slice(1), block: readBlock(depth + 1) });
        words = [];
      } else if (token === '}') {
        if (depth === 0) throw new Error('Unbalanced "}" in nginx config');
        if (words.length > 0) throw new Error(`Directive without ";": ${words.join(' ')}`);
        return directives;
      } else {
        words.push(token);
      }
    }
    if (words.length > 0) throw new Error(`Unterminated directive: ${words.join(' ')}`);
    if (depth > 0) throw new Error('Unclosed "{" in nginx config');
    return directives;
  };
  return readBlock(0);
}

/** All directives called `name` at any depth. */
export function findAll(directives: NginxDirective[], name: string): NginxDirective[] {
  return directives.flatMap((d) => [...(d.name === name ? [d] : []), ...findAll(d.block ?? [], name)]);
}

/** The `location` block whose arguments are exactly `args` (e.g. ['/manager/api/'] or ['=', '/x']). */
export function findLocation(directives: NginxDirective[], ...args: string[]): NginxDirective | undefined {
  return findAll(directives, 'location').find((d) => d.args.join(' ') === args.join(' '));
}
