import fs from 'node:fs';
import path from 'node:path';
import { ANTD_DEFERRALS } from '../antd-deferrals.cjs';

const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

describe('antd deferrals (imports of antd core files pointed at on-demand stand-ins)', () => {
  it.each(ANTD_DEFERRALS)('%s still imports %s, and the stand-in exists', (from, request, standIn) => {
    // An antd upgrade that renames or drops the import would leave the rule silently unused.
    const source = fs.readFileSync(path.join(antdEs, from), 'utf8');
    const quoted = (quote: string) => `from ${quote}${request}${quote}`;
    expect(source.includes(quoted("'")) || source.includes(quoted('"'))).toBe(true);
    expect(fs.existsSync(path.join(__dirname, '..', 'deferred', standIn))).toBe(true);
  });
});
