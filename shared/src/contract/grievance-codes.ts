/*
 * Zod-free (the front end imports it at runtime, decision 0010): which interactions are grievances.
 * Re-exported by interaction-grievance.ts, the contract's home of the grievance mechanism.
 */

/** Type or classification codes that make an interaction a grievance. */
export const grievanceCodes = ['complaint', 'grievance'] as const;
export const isGrievance = (row: { typeCode: string; classificationCode: string | null }): boolean =>
  (grievanceCodes as readonly string[]).includes(row.typeCode) ||
  (grievanceCodes as readonly string[]).includes(row.classificationCode ?? '');
