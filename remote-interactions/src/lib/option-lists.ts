/** The tenant's option lists an interaction picks from (seeded per tenant, DOMAIN.md). */
export const LISTS = {
  type: 'interactionType',
  channel: 'channel',
  classification: 'classification',
  status: 'status',
  perception: 'perception',
} as const;
