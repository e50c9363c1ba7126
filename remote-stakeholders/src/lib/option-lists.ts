/** Codes of the option lists this area configures and picks from (seeded per tenant). */
export const STAKEHOLDER_LISTS = {
  category: 'stakeholderCategory',
  scope: 'stakeholderScope',
  entityType: 'entityType',
  /** Its entries are the additional fields; the choices of field x are the list `stakeholderAddition.x`. */
  addition: 'stakeholderAddition',
} as const;

export const additionList = (field: string) => `${STAKEHOLDER_LISTS.addition}.${field}` as const;
