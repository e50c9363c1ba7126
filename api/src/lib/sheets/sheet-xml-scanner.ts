/**
 * A tight scanner over the shapes of worksheet and shared-strings XML that Excel, LibreOffice and
 * exceljs write (`<row>`, `<c r t>`, `<v>`, `<is>`/`<si>` with `<t>` runs, `<rPh>` phonetic runs left
 * out). It replaced saxes for the sheet: a SAX parser builds a tag object with an attribute map for
 * every `<c>` and `<v>` and calls back three times per cell, which was ~1.5 s of API CPU and most of
 * the garbage of a 100k-row import. Anything it cannot place is reported as unreadable by the caller.
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an element as XML means it: entities and character references decoded, CR LF → LF. */
export const xmlText = (raw: string): string => {
  let text = raw;
  if (text.includes('&'))
    text = text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
      if (name.charCodeAt(0) !== 35) return entities[name] ?? whole;
      const code = name.charCodeAt(1) === 120 ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  return text;
};

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** Characters every Scan has searched through, for tests that bound the reader's work (no timing). */
export const scanWork = { chars: 0 };

/**
 * A text searched forward. `indexOf` remembers the last answer per needle: the scanner asks for the
 * same tags from positions that only grow, so a needle absent from a long stretch (a row of cells
 * without `<v>` or `r=`) is searched through once, not once per cell — without the memo every such
 * search ran to the end of the text, quadratic in a crafted row (issue 9 item 11).
 */
export class Scan {
  private readonly memo = new Map<string, { from: number; at: number }>();

  constructor(readonly s: string) {}

  get length(): number {
    return this.s.length;
  }

  indexOf(needle: string, from: number): number {
    const known = this.memo.get(needle);
    // The first match at or after known.from is known.at: it answers any later start before it.
    if (known && known.from <= from && (known.at < 0 || known.at >= from)) return known.at;
    const at = this.s.indexOf(needle, from);
    scanWork.chars += (at < 0 ? this.s.length : at + needle.length) - from;
    if (known) {
      known.from = from;
      known.at = at;
    } else this.memo.set(needle, { from, at });
    return at;
  }
}

/** Index of the element `<name` (followed by a space, `>` or `/`) in s[from, to), or -1. */
export const findTag = (scan: Scan, name: string, from: number, to: number): number => {
  let i = scan.indexOf(name, from);
  while (i >= 0 && i < to) {
    const next = scan.s.charCodeAt(i + name.length);
    if (next === 62 || next === 47 || isSpace(next)) return i;
    i = scan.indexOf(name, i + name.length);
  }
  return -1;
};

/** The value of attribute `name` in the start tag s[from, to) (to = index of its `>`), or ''. */
export const attribute = (scan: Scan, name: string, from: number, to: number): string => {
  const key = `${name}=`;
  const s = scan.s;
  let i = scan.indexOf(key, from);
  while (i >= 0 && i < to) {
    if (isSpace(s.charCodeAt(i - 1))) {
      const quote = s[i + key.length];
      if (quote !== '"' && quote !== "'") return '';
      const end = scan.indexOf(quote, i + key.length + 1);
      return end < 0 || end > to ? '' : s.slice(i + key.length + 1, end);
    }
    i = scan.indexOf(key, i + key.length);
  }
  return '';
};

/**
 * The concatenated `<t>` runs in s[from, to), phonetic (`<rPh>`) runs left out: an `<si>` or `<is>`.
 * `phonetic` says whether the scanned text holds any `<rPh>` at all (checked once per chunk: a search
 * for an absent tag runs to the end of the string, per cell that would be quadratic).
 */
export const runsText = (scan: Scan, from: number, to: number, phonetic: boolean): string => {
  const s = scan.s;
  let text = '';
  let skipFrom = phonetic ? findTag(scan, '<rPh', from, to) : -1;
  let skipTo = skipFrom >= 0 ? scan.indexOf('</rPh>', skipFrom) : -1;
  let i = findTag(scan, '<t', from, to);
  while (i >= 0) {
    const open = scan.indexOf('>', i);
    if (open < 0 || open >= to) return text;
    while (skipFrom >= 0 && skipTo >= 0 && skipTo < i) {
      skipFrom = findTag(scan, '<rPh', skipTo, to);
      skipTo = skipFrom >= 0 ? scan.indexOf('</rPh>', skipFrom) : -1;
    }
    const inPhonetic = skipFrom >= 0 && skipFrom < i && (skipTo < 0 || skipTo > i);
    if (s.charCodeAt(open - 1) !== 47) {
      const close = scan.indexOf('</t>', open);
      if (close < 0 || close > to) return text;
      if (!inPhonetic) text += s.slice(open + 1, close);
      i = findTag(scan, '<t', close + 4, to);
    } else i = findTag(scan, '<t', open + 1, to);
  }
  return text;
};
