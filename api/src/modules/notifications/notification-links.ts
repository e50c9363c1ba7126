/**
 * The app page a notification opens: plans and commitments have their own; an action or an action
 * plan lives on the page of the plan or commitment it belongs to (found through action_plans).
 */
export const recordPath = (type: string | null, id: string | null): string | null => {
  if (!id) return null;
  if (type === 'commitment') return `/commitments/management/${id}`;
  if (type === 'negotiation_plan') return `/commitments/negotiation_plan/${id}`;
  return null;
};

/** SQL joins (on alias `n` = notifications) that resolve the page's record: "linkType", "linkId". */
export const linkJoins = `
  left join actions la on n.record_type = 'action' and la.tenant_id = n.tenant_id and la.id = n.record_id
  left join action_plans lp on lp.tenant_id = n.tenant_id
    and lp.id = case when n.record_type = 'action' then la.action_plan_id
                     when n.record_type = 'action_plan' then n.record_id end`;
export const linkColumns = `
  coalesce(lp.parent_type, n.record_type) as "linkType", coalesce(lp.parent_id, n.record_id) as "linkId"`;
