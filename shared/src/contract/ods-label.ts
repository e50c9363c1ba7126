import type { OdsOption } from './topics';

/** What naming a goal needs: its number and its names (a goal of `odsGoals` or an ODS option). */
type Goal = Pick<OdsOption, 'number' | 'labelPtBr' | 'labelEn' | 'labelEs' | 'labelDe'>;

/** A goal's name in the UI language (any of the four; English for anything else). */
const nameIn = (ods: Goal, language: string): string => {
  if (language.startsWith('pt')) return ods.labelPtBr;
  if (language.startsWith('es')) return ods.labelEs;
  if (language.startsWith('de')) return ods.labelDe;
  return ods.labelEn;
};

/** "6 · Clean Water and Sanitation" in the UI language: how every screen names a goal. */
export const odsLabel = (ods: Goal, language: string): string => `${ods.number} · ${nameIn(ods, language)}`;
