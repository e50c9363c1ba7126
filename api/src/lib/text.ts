import { sql, type SQL } from 'drizzle-orm';

// Printable ASCII without `^` and `` ` `` (both are \p{Diacritic}): NFD and the diacritic strip
// leave it as it is, so folding it is lower-casing and trimming.
const plainAscii = /^[\x20-\x5d\x5f\x61-\x7e]*$/;

/**
 * Lower case without diacritics, so "JOÃO" and "joao" match. Most names are plain ASCII and skip
 * the Unicode normalisation, which was a visible share of a 100k-row import's CPU.
 */
export const foldText = (value: string): string =>
  plainAscii.test(value)
    ? value.toLowerCase().trim()
    : value
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .trim();

/** Escapes LIKE wildcards in user input. */
export const likePattern = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The accented letters of the app's four languages and their plain forms, upper case first: a
// database in the C locale (PGlite) does not lower-case them.
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/**
 * foldText in SQL, for the small tables that keep no folded column (option lists): compare it with a
 * `likePattern(foldText(q))`, so "reuniao" finds "Reunião".
 */
export const foldedSql = (value: SQL): SQL => sql`lower(translate(${value}, ${ACCENTED}, ${PLAIN}))`;
