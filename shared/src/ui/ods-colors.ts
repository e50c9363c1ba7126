/**
 * The UN's colour for each Sustainable Development Goal (ODS 1–17), as the goals' own icons use them:
 * people who report on the ODS know goal 6 by its light blue, so a chart per goal draws each in its own.
 */
const ODS_COLORS = [
  '#E5243B',
  '#DDA63A',
  '#4C9F38',
  '#C5192D',
  '#FF3A21',
  '#26BDE2',
  '#FCC30B',
  '#A21942',
  '#FD6925',
  '#DD1367',
  '#FD9D24',
  '#BF8B2E',
  '#3F7E44',
  '#0A97D9',
  '#56C02B',
  '#00689D',
  '#19486A',
];

/** The goal's colour (1–17); a number outside the goals gets a neutral grey. */
export const odsColor = (goal: number): string => ODS_COLORS[goal - 1] ?? '#8C8C8C';
