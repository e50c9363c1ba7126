-- Hand-written (decision 0074): the grievance dashboard reads counts kept by day as the other
-- interaction dashboards do (decision 0038), instead of every grievance row of the reach — on the bench's
-- million, half of them complaints, that read took 0.9-1.5 s. Dimension `grievance`, at the day received:
--   received                          every live grievance
--   closedIn:<days>                   closed, with the days from receipt to closing (targets and the median
--                                     are read from these, so a change of the tenant's targets applies at once)
--   outcome:<accepted|notAccepted|noReply>   closed, with the complainant's answer
--   open:<acknowledged|unacknowledged>       not closed (openGrievanceSql: no closing day, no ending status)
-- A grievance is a type or classification `complaint` or `grievance` (grievanceCodes); the ending statuses are
-- endingStatuses, and the received day is UTC−03:00's (interaction-grievance.ts): the three are written here
-- as literals, like interactions_grievance_open_idx's predicate, and change with them.
CREATE OR REPLACE FUNCTION "interaction_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.*, 1 AS delta FROM new_rows r'
    WHEN 'UPDATE' THEN 'SELECT r.*, 1 AS delta FROM new_rows r UNION ALL SELECT r.*, -1 FROM old_rows r'
    ELSE 'SELECT r.*, -1 AS delta FROM old_rows r'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO interaction_day_count_changes (tenant_id, dimension, day, key, workspace_id, n)
    SELECT r.tenant_id, d.dimension, (r.starts_at AT TIME ZONE 'America/Sao_Paulo')::date, d.key,
           r.workspace_id, sum(r.delta)::integer
    FROM (%s) r
    CROSS JOIN LATERAL (
      SELECT r.type_code IN ('complaint', 'grievance') OR r.classification_code IN ('complaint', 'grievance')
    ) AS g(is_grievance)
    CROSS JOIN LATERAL (
      VALUES
        ('all', ''),
        ('type', coalesce(r.type_code, '')),
        ('channel', coalesce(r.channel_code, '')),
        ('classification', coalesce(r.classification_code, '')),
        ('status', coalesce(r.status_code, '')),
        ('perception', coalesce(r.perception, '')),
        ('municipality', coalesce(r.municipality_code, '')),
        ('grievance', CASE WHEN g.is_grievance THEN 'received' END),
        ('grievance', CASE WHEN g.is_grievance AND r.grievance_closed_on IS NOT NULL
          THEN 'closedIn:' || (r.grievance_closed_on - ((r.starts_at AT TIME ZONE 'UTC') - interval '3 hours')::date) END),
        ('grievance', CASE WHEN g.is_grievance AND r.grievance_closed_on IS NOT NULL
          THEN 'outcome:' || r.grievance_outcome END),
        ('grievance', CASE WHEN g.is_grievance AND r.grievance_closed_on IS NULL
          AND coalesce(r.status_code, '') NOT IN ('closed', 'answered', 'cancelled')
          THEN CASE WHEN r.grievance_acknowledged_on IS NULL THEN 'open:unacknowledged' ELSE 'open:acknowledged' END END)
      UNION ALL
      SELECT split_part(k, ':', 1), substr(k, strpos(k, ':') + 1)
      FROM interaction_link_keys l CROSS JOIN unnest(l.keys) AS k
      WHERE l.tenant_id = r.tenant_id AND l.interaction_id = r.id
    ) AS d(dimension, key)
    WHERE r.deleted_at IS NULL AND d.key IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(r.delta) <> 0
  $sql$, changed);
  IF TG_OP = 'UPDATE' THEN
    -- A record's own ODS are part of its link keys.
    PERFORM interaction_link_keys_refresh(o.tenant_id, array_agg(o.id))
    FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    WHERE o.ods IS DISTINCT FROM n.ods
    GROUP BY o.tenant_id;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM interaction_link_keys k USING old_rows o
    WHERE k.tenant_id = o.tenant_id AND k.interaction_id = o.id;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- What exists already, straight into the folded counts (the dimension is new: nothing to meet).
INSERT INTO "interaction_day_counts" (tenant_id, dimension, day, key, workspace_id, n)
SELECT r.tenant_id, 'grievance', (r.starts_at AT TIME ZONE 'America/Sao_Paulo')::date, d.key, r.workspace_id,
       count(*)::integer
FROM "interactions" r
CROSS JOIN LATERAL (VALUES
  ('received'),
  (CASE WHEN r.grievance_closed_on IS NOT NULL
    THEN 'closedIn:' || (r.grievance_closed_on - ((r.starts_at AT TIME ZONE 'UTC') - interval '3 hours')::date) END),
  (CASE WHEN r.grievance_closed_on IS NOT NULL THEN 'outcome:' || r.grievance_outcome END),
  (CASE WHEN r.grievance_closed_on IS NULL AND coalesce(r.status_code, '') NOT IN ('closed', 'answered', 'cancelled')
    THEN CASE WHEN r.grievance_acknowledged_on IS NULL THEN 'open:unacknowledged' ELSE 'open:acknowledged' END END)
) AS d(key)
WHERE r.deleted_at IS NULL AND d.key IS NOT NULL
  AND (r.type_code IN ('complaint', 'grievance') OR r.classification_code IN ('complaint', 'grievance'))
GROUP BY 1, 2, 3, 4, 5;
