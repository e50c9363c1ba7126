-- Hand-edited (decisions 0038, 0040): the fold reports the days it finds below zero instead of dropping
-- them silently. A count goes below zero only when the kept counts drifted from the rows (a bug, rows of
-- interaction_stakeholder_days or interaction_day_counts deleted by hand, a TRUNCATE, triggers disabled,
-- a change of time-zone data): the changes of a stakeholder's day that sum below zero are still
-- consumed, and a day count still keeps its n below zero, as in 0025, but both are answered in `drifted`
-- (and raised as a WARNING for whoever runs it by hand); the job logs them. Reported, not repaired: a
-- recount is needed. Otherwise the fold of 0025, unchanged: the same lock, arrays and changes consumed.
-- The result type changes, so the function is dropped and created again.
DROP FUNCTION "interaction_day_counts_fold"();
--> statement-breakpoint
CREATE FUNCTION "interaction_day_counts_fold"() RETURNS TABLE(written bigint, drifted jsonb) LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('interaction_day_counts_fold'));
  WITH moved AS (
    DELETE FROM interaction_day_count_changes RETURNING tenant_id, dimension, day, key, workspace_id, n
  ),
  folded AS (
    INSERT INTO interaction_day_counts AS c (tenant_id, dimension, day, key, workspace_id, n)
    SELECT tenant_id, dimension, day, key, workspace_id, sum(n)::integer FROM moved
    WHERE dimension <> 'stakeholder'
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, dimension, day, key, workspace_id) DO UPDATE SET n = c.n + excluded.n
    RETURNING c.tenant_id, c.dimension, c.day, c.key, c.workspace_id, c.n
  ),
  touched AS (
    SELECT DISTINCT tenant_id, workspace_id, key::uuid AS stakeholder_id FROM moved
    WHERE dimension = 'stakeholder'
  ),
  per_day AS (
    SELECT s.tenant_id, s.workspace_id, s.stakeholder_id, d.day, 1 AS n
    FROM interaction_stakeholder_days s
    JOIN touched t
      ON t.tenant_id = s.tenant_id AND t.workspace_id = s.workspace_id AND t.stakeholder_id = s.stakeholder_id
    CROSS JOIN unnest(s.days) AS d(day)
    UNION ALL
    SELECT tenant_id, workspace_id, key::uuid, day, n FROM moved WHERE dimension = 'stakeholder'
  ),
  summed AS (
    SELECT tenant_id, workspace_id, stakeholder_id, day, sum(n)::integer AS n FROM per_day
    GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0
  ),
  next AS (
    SELECT tenant_id, workspace_id, stakeholder_id, array_agg(day ORDER BY day) AS days
    FROM summed CROSS JOIN generate_series(1, n)
    WHERE n > 0
    GROUP BY 1, 2, 3
  ),
  cleared AS (
    DELETE FROM interaction_stakeholder_days s USING touched t
    WHERE s.tenant_id = t.tenant_id AND s.workspace_id = t.workspace_id AND s.stakeholder_id = t.stakeholder_id
      AND NOT EXISTS (
        SELECT 1 FROM next x
        WHERE x.tenant_id = t.tenant_id AND x.workspace_id = t.workspace_id AND x.stakeholder_id = t.stakeholder_id
      )
    RETURNING 1
  ),
  arrays AS (
    INSERT INTO interaction_stakeholder_days AS s (tenant_id, workspace_id, stakeholder_id, days)
    SELECT tenant_id, workspace_id, stakeholder_id, days FROM next
    ORDER BY tenant_id, stakeholder_id, workspace_id
    ON CONFLICT (tenant_id, stakeholder_id, workspace_id) DO UPDATE SET days = excluded.days
    RETURNING 1
  ),
  -- A stakeholder's day whose changes took more than its array held, and day counts folded below zero.
  below AS (
    SELECT tenant_id, workspace_id, 'stakeholder' AS dimension, stakeholder_id::text AS key, day,
           jsonb_build_object('tenant', tenant_id, 'workspace', workspace_id, 'stakeholder', stakeholder_id,
                              'day', day, 'total', n) AS entry
    FROM summed WHERE n < 0
    UNION ALL
    SELECT tenant_id, workspace_id, dimension, key, day,
           jsonb_build_object('tenant', tenant_id, 'workspace', workspace_id, 'dimension', dimension,
                              'key', key, 'day', day, 'n', n)
    FROM folded WHERE n < 0
  )
  SELECT (SELECT count(*) FROM folded) + (SELECT count(*) FROM arrays) + (SELECT count(*) FROM cleared),
         coalesce((SELECT jsonb_agg(b.entry ORDER BY b.tenant_id, b.workspace_id, b.dimension, b.key, b.day)
                   FROM below b), '[]'::jsonb)
  INTO written, drifted;
  IF jsonb_array_length(drifted) > 0 THEN
    RAISE WARNING 'interaction day counts drifted below zero; a recount is needed: %', drifted;
  END IF;
  RETURN NEXT;
END
$fn$;
