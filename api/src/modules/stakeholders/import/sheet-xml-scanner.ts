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

/** Index of the element `<name` (followed by a space, `>` or `/`) in s[from, to), or -1. */
export const findTag = (s: string, name: string, from: number, to: number): number => {
  let i = s.indexOf(name, from);
  while (i >= 0 && i < to) {
    const next = s.charCodeAt(i + name.length);
    if (next === 62 || next === 47 || isSpace(next)) return i;
    i = s.indexOf(name, i + name.length);
  }
  return -1;
};

/** The value of attribute `name` in the start tag s[from, to) (to = index of its `>`), or ''. */
export const attribute = (s: string, name: string, from: number, to: number): string => {
  const key = `${name}=`;
  let i = s.indexOf(key, from);
  while (i >= 0 && i < to) {
    if (isSpace(s.charCodeAt(i - 1))) {
      const quote = s[i + key.length];
      const end = s.indexOf(quote, i + key.length + 1);
      return end < 0 || end > to ? '' : s.slice(i + key.length + 1, end);
    }
    i = s.indexOf(key, i + key.length);
  }
  return '';
};

/**
 * The concatenated `<t>` runs in s[from, to), phonetic (`<rPh>`) runs left out: an `<si>` or `<is>`.
 * `phonetic` says whether the scanned text holds any `<rPh>` at all (checked once per chunk: a search
 * for an absent tag runs to the end of the string, per cell that would be quadratic).
 */
export const runsText = (s: string, from: number, to: number, phonetic: boolean): string => {
  let text = '';
  let skipFrom = phonetic ? findTag(s, '<rPh', from, to) : -1;
  let skipTo = skipFrom >= 0 ? s.indexOf('</rPh>', skipFrom) : -1;
  let i = findTag(s, '<t', from, to);
  while (i >= 0) {
    const open = s.indexOf('>', i);
    if (open < 0 || open >= to) return text;
    while (skipFrom >= 0 && skipTo >= 0 && skipTo < i) {
      skipFrom = findTag(s, '<rPh', skipTo, to);
      skipTo = skipFrom >= 0 ? s.indexOf('</rPh>', skipFrom) : -1;
    }
    const inPhonetic = skipFrom >= 0 && skipFrom < i && (skipTo < 0 || skipTo > i);
    if (s.charCodeAt(open - 1) !== 47) {
      const close = s.indexOf('</t>', open);
      if (close < 0 || close > to) return text;
      if (!inPhonetic) text += s.slice(open + 1, close);
      i = findTag(s, '<t', close + 4, to);
    } else i = findTag(s, '<t', open + 1, to);
  }
  return text;
};
