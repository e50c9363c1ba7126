/** Accent- and case-blind text, as the server search folds it (zod-free: the pickers read it too). */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
