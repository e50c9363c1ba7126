import type { OdsOption } from '../contract/topics';

/** An ODS as `topic/categories/ods/options` answers it; Spanish and German repeat the English name. */
export const odsGoal = (number: number, labelEn: string, labelPtBr = labelEn): OdsOption => ({
  value: String(number),
  label: labelPtBr,
  number,
  labelPtBr,
  labelEn,
  labelEs: labelEn,
  labelDe: labelEn,
});
