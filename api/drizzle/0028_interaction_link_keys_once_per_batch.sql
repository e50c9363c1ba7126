-- Hand-edited (decision 0044): an import refreshes the link keys of a batch once, after writing its
-- stakeholder and topic links, instead of once per link table. While the transaction-local setting
-- conexoes.link_keys_deferred is 'on', inserted links leave the refresh to the writer, which calls
-- interaction_link_keys_refresh itself. The refresh reads the batch's interactions once (their day,
-- workspace and goals) instead of looking one up for every key it moves.
CREATE OR REPLACE FUNCTION "interaction_link_keys_refresh"(p_tenant uuid, p_ids uuid[]) RETURNS void LANGUAGE sql AS $fn$
  WITH live AS MATERIALIZED (
    SELECT i.id, i.ods, (i.starts_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, i.workspace_id, i.deleted_at
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
    -- Each stakeholder involved, once (the link's key is the pair): rank by stakeholders (0025).
    SELECT l.interaction_id, 'stakeholder', l.stakeholder_id::text
    FROM interaction_stakeholders l
    WHERE l.tenant_id = p_tenant AND l.interaction_id = ANY (p_ids)
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
CREATE OR REPLACE FUNCTION "interaction_link_keys_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME IN ('interaction_topics', 'interaction_survey_answers', 'interaction_stakeholders') THEN
    IF TG_OP = 'INSERT' AND current_setting('conexoes.link_keys_deferred', true) = 'on' THEN
      -- An import's transaction links new interactions and refreshes their keys once per batch.
      RETURN NULL;
    ELSIF TG_OP = 'INSERT' THEN
      PERFORM interaction_link_keys_refresh(r.tenant_id, array_agg(DISTINCT r.interaction_id))
      FROM new_rows r GROUP BY r.tenant_id;
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM interaction_link_keys_refresh(r.tenant_id, array_agg(DISTINCT r.interaction_id))
      FROM old_rows r GROUP BY r.tenant_id;
    ELSE
      PERFORM interaction_link_keys_refresh(r.tenant_id, array_agg(DISTINCT r.interaction_id))
      FROM (SELECT tenant_id, interaction_id FROM new_rows UNION SELECT tenant_id, interaction_id FROM old_rows) r
      GROUP BY r.tenant_id;
    END IF;
  ELSIF TG_TABLE_NAME = 'topics' AND TG_OP = 'DELETE' THEN
    -- A deleted topic's links stay on the interactions (its id still counts under `topic`, as the
    -- links do), but its category and that category's goals no longer reach them.
    PERFORM interaction_link_keys_refresh(l.tenant_id, array_agg(DISTINCT l.interaction_id))
    FROM old_rows o
    JOIN interaction_topics l ON l.tenant_id = o.tenant_id AND l.topic_id = o.id
    WHERE o.category_id IS NOT NULL
    GROUP BY l.tenant_id;
  ELSIF TG_TABLE_NAME = 'topics' THEN
    PERFORM interaction_link_keys_refresh(l.tenant_id, array_agg(DISTINCT l.interaction_id))
    FROM old_rows o
    JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    JOIN interaction_topics l ON l.tenant_id = n.tenant_id AND l.topic_id = n.id
    WHERE o.category_id IS DISTINCT FROM n.category_id
    GROUP BY l.tenant_id;
  ELSE
    PERFORM interaction_link_keys_refresh(l.tenant_id, array_agg(DISTINCT l.interaction_id))
    FROM old_rows o
    JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    JOIN topics t ON t.tenant_id = n.tenant_id AND t.category_id = n.id
    JOIN interaction_topics l ON l.tenant_id = t.tenant_id AND l.topic_id = t.id
    WHERE o.ods IS DISTINCT FROM n.ods
    GROUP BY l.tenant_id;
  END IF;
  RETURN NULL;
END
$fn$;
