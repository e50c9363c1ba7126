-- Hand-edited (decision 0075): the stakeholders' day arrays (0025), which rank by stakeholders reads
-- for everyone, no longer count the complainant of a confidential grievance; the ranking adds those live,
-- through interactions_confidential_idx, for the callers on the grievance desk. The link keys leave out
-- the stakeholder keys of a confidential record, and a record made confidential (or no longer) has its
-- keys refreshed, which moves its stakeholders' days out of (or back into) the arrays at the next fold.
CREATE INDEX "interactions_confidential_idx" ON "interactions" USING btree ("tenant_id","starts_at") WHERE "interactions"."confidential" and "interactions"."deleted_at" is null;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "interaction_link_keys_refresh"(p_tenant uuid, p_ids uuid[]) RETURNS void LANGUAGE sql AS $fn$
  WITH live AS MATERIALIZED (
    SELECT i.id, i.ods, (i.starts_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, i.workspace_id, i.deleted_at,
           i.confidential
    FROM interactions i
    WHERE i.tenant_id = p_tenant AND i.id = ANY (p_ids)
  ),
  wanted AS (
    SELECT l.interaction_id, 'topic' AS dimension, l.topic_id::text AS key
    FROM interaction_topics l
    WHERE l.tenant_id = p_tenant AND l.interaction_id = ANY (p_ids)
    UNION
    SELECT l.interaction_id, 'category', t.category_id::text
    FROM interaction_topics l JOIN topics t ON t.tenant_id = l.tenant_id AND t.id = l.topic_id
    WHERE l.tenant_id = p_tenant AND l.interaction_id = ANY (p_ids) AND t.category_id IS NOT NULL
    UNION
    SELECT l.interaction_id, 'ods', g::text
    FROM interaction_topics l
    JOIN topics t ON t.tenant_id = l.tenant_id AND t.id = l.topic_id
    JOIN topic_categories c ON c.tenant_id = t.tenant_id AND c.id = t.category_id
    CROSS JOIN unnest(c.ods) AS g
    WHERE l.tenant_id = p_tenant AND l.interaction_id = ANY (p_ids)
    UNION
    SELECT i.id, 'ods', g::text
    FROM live i CROSS JOIN unnest(i.ods) AS g
    UNION
    -- Each stakeholder involved, once (the link's key is the pair): rank by stakeholders (0025). Not
    -- the complainant of a confidential grievance: the ranking adds those for the desk (decision 0075).
    SELECT l.interaction_id, 'stakeholder', l.stakeholder_id::text
    FROM interaction_stakeholders l JOIN live i ON i.id = l.interaction_id
    WHERE l.tenant_id = p_tenant AND l.interaction_id = ANY (p_ids) AND NOT i.confidential
    UNION
    -- One key per answer: the question and the value given (1-5).
    SELECT a.interaction_id, 'survey', a.question_id::text || ':' || a.value
    FROM interaction_survey_answers a
    WHERE a.tenant_id = p_tenant AND a.interaction_id = ANY (p_ids)
  ),
  keys AS (
    SELECT * FROM wanted
    UNION
    SELECT interaction_id, 'withOds', '' FROM wanted WHERE dimension = 'ods'
    UNION
    SELECT interaction_id, 'surveyed', '' FROM wanted WHERE dimension = 'survey'
  ),
  next AS (
    SELECT interaction_id, array_agg(dimension || ':' || key ORDER BY dimension, key) AS keys
    FROM keys GROUP BY interaction_id
  ),
  prev AS (
    SELECT interaction_id, keys FROM interaction_link_keys
    WHERE tenant_id = p_tenant AND interaction_id = ANY (p_ids)
  ),
  cleared AS (
    DELETE FROM interaction_link_keys k
    WHERE k.tenant_id = p_tenant AND k.interaction_id = ANY (p_ids)
      AND NOT EXISTS (SELECT 1 FROM next n WHERE n.interaction_id = k.interaction_id)
  ),
  saved AS (
    INSERT INTO interaction_link_keys AS k (tenant_id, interaction_id, keys)
    SELECT p_tenant, interaction_id, keys FROM next
    ON CONFLICT (tenant_id, interaction_id) DO UPDATE SET keys = excluded.keys
    WHERE k.keys IS DISTINCT FROM excluded.keys
  ),
  moved AS (
    SELECT n.interaction_id, k, 1 AS delta FROM next n CROSS JOIN unnest(n.keys) AS k
    UNION ALL
    SELECT p.interaction_id, k, -1 FROM prev p CROSS JOIN unnest(p.keys) AS k
  )
  INSERT INTO interaction_day_count_changes (tenant_id, dimension, day, key, workspace_id, n)
  SELECT p_tenant, split_part(x.k, ':', 1), i.day,
         substr(x.k, strpos(x.k, ':') + 1), i.workspace_id, sum(x.delta)::integer
  FROM moved x
  JOIN live i ON i.id = x.interaction_id
  WHERE i.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(x.delta) <> 0
$fn$;
--> statement-breakpoint
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
    -- A record's own ODS are part of its link keys, and whether it is confidential decides its
    -- stakeholders' (decision 0075).
    PERFORM interaction_link_keys_refresh(o.tenant_id, array_agg(o.id))
    FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    WHERE o.ods IS DISTINCT FROM n.ods OR o.confidential IS DISTINCT FROM n.confidential
    GROUP BY o.tenant_id;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM interaction_link_keys k USING old_rows o
    WHERE k.tenant_id = o.tenant_id AND k.interaction_id = o.id;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The confidential grievances that exist: their stakeholder keys leave (the fold applies it).
SELECT interaction_link_keys_refresh(tenant_id, array_agg(id)) FROM "interactions" WHERE confidential GROUP BY tenant_id;
