/**
 * The app page a notification opens: plans, commitments and interactions have their own; an action or
 * an action plan lives on the page of the plan or commitment it belongs to (found through action_plans).
 */
export const recordPath = (type: string | null, id: string | null): string | null => {
  if (!id) return null;
  if (type === 'commitment') return `/commitments/management/${id}`;
  if (type === 'negotiation_plan') return `/commitments/negotiation_plan/${id}`;
  if (type === 'interaction') return `/interactions/${id}`;
  return null;
};

/**
 * SQL joins (on alias `n` = notifications) that resolve the page's record: "linkType", "linkId", and
 * "pageWorkspaceId", the workspace that page's record is in *now* — null when it (or the action the
 * notice is about) was deleted since. A record moves with its plan and actions (moveWith), so the
 * workspace stored on the notice can be stale; whether a person may still open it is asked of this one.
 */
export const linkJoins = `
  left join actions la on n.record_type = 'action' and la.tenant_id = n.tenant_id and la.id = n.record_id
    and la.deleted_at is null
  left join action_plans lp on lp.tenant_id = n.tenant_id
    and lp.id = case when n.record_type = 'action' then la.action_plan_id
                     when n.record_type = 'action_plan' then n.record_id end
  left join commitments lc on coalesce(lp.parent_type, n.record_type) = 'commitment'
    and lc.tenant_id = n.tenant_id and lc.id = coalesce(lp.parent_id, n.record_id) and lc.deleted_at is null
  left join negotiation_plans ln on coalesce(lp.parent_type, n.record_type) = 'negotiation_plan'
    and ln.tenant_id = n.tenant_id and ln.id = coalesce(lp.parent_id, n.record_id) and ln.deleted_at is null
  left join interactions li on n.record_type = 'interaction' and li.tenant_id = n.tenant_id
    and li.id = n.record_id and li.deleted_at is null`;
export const linkColumns = `
  coalesce(lp.parent_type, n.record_type) as "linkType", coalesce(lp.parent_id, n.record_id) as "linkId",
  coalesce(lc.workspace_id, ln.workspace_id, li.workspace_id) as "pageWorkspaceId"`;
/** The page's record's workspace now (null: gone), for a predicate over `linkJoins`. */
export const pageWorkspace = 'coalesce(lc.workspace_id, ln.workspace_id, li.workspace_id)';
