/** The tenant's option lists a commitment picks from (seeded per tenant; /configurations/commitments edits them). */
export const LISTS = {
  source: 'commitmentSource',
  priority: 'commitmentPriority',
  risk: 'commitmentRisk',
} as const;
