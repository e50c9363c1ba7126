import type { OdsOption } from '../contract/topics';

/** A goal's name in the UI language (any of the four; English for anything else). */
const nameIn = (ods: OdsOption, language: string): string => {
  if (language.startsWith('pt')) return ods.labelPtBr;
  if (language.startsWith('es')) return ods.labelEs;
  if (language.startsWith('de')) return ods.labelDe;
  return ods.labelEn;
};

/** "6 · Clean Water and Sanitation" in the UI language: how every screen names a goal. */
export const odsLabel = (ods: OdsOption, language: string): string =>
  `${ods.number} · ${nameIn(ods, language)}`;
