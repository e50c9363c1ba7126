CREATE TABLE "interaction_stakeholder_days" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"days" date[] NOT NULL,
	CONSTRAINT "interaction_stakeholder_days_tenant_id_stakeholder_id_workspace_id_pk" PRIMARY KEY("tenant_id","stakeholder_id","workspace_id")
);

--> statement-breakpoint
-- Hand-edited (decision 0040): rank by stakeholders reads, per stakeholder and workspace, the sorted São
-- Paulo days of its live interactions, and counts a period with two binary searches (width_bucket),
-- in key order so the sum per stakeholder streams. Room on each page keeps a fold's rewrite of a row on
-- its page (a HOT update), so the table stays in key order.
-- The link keys gain `stakeholder:<id>`, so the day-count triggers of 0023 append a stakeholder's
-- changes as they do a topic's; the fold moves those into the arrays, not into the day counts.
ALTER TABLE "interaction_stakeholder_days" SET (fillfactor = 70);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "interaction_link_keys_refresh"(p_tenant uuid, p_ids uuid[]) RETURNS void LANGUAGE sql AS $fn$
  WITH wanted AS (
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
    FROM interactions i CROSS JOIN unnest(i.ods) AS g
    WHERE i.tenant_id = p_tenant AND i.id = ANY (p_ids)
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
  SELECT p_tenant, split_part(x.k, ':', 1), (i.starts_at AT TIME ZONE 'America/Sao_Paulo')::date,
         substr(x.k, strpos(x.k, ':') + 1), i.workspace_id, sum(x.delta)::integer
  FROM moved x
  JOIN interactions i ON i.tenant_id = p_tenant AND i.id = x.interaction_id
  WHERE i.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(x.delta) <> 0
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "interaction_link_keys_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME IN ('interaction_topics', 'interaction_survey_answers', 'interaction_stakeholders') THEN
    IF TG_OP = 'INSERT' THEN
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
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_stakeholder_insert" AFTER INSERT ON "interaction_stakeholders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_stakeholder_update" AFTER UPDATE ON "interaction_stakeholders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_stakeholder_delete" AFTER DELETE ON "interaction_stakeholders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
-- The committed changes folded: the stakeholders' into their day arrays (each touched array rebuilt
-- from its days plus the changes, removed when none is left), every other into the day counts. The
-- arrays are rewritten from what this fold read, so folds take turns: the lock lasts the transaction,
-- and the statement after it takes its snapshot once the lock is held (PL/pgSQL, read committed), so
-- it reads what the fold before it committed. Answers the rows written.
CREATE OR REPLACE FUNCTION "interaction_day_counts_fold"() RETURNS bigint LANGUAGE plpgsql AS $fn$
DECLARE
  written bigint;
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
    RETURNING 1
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
    HAVING sum(n) > 0
  ),
  next AS (
    SELECT tenant_id, workspace_id, stakeholder_id, array_agg(day ORDER BY day) AS days
    FROM summed CROSS JOIN generate_series(1, n)
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
  )
  SELECT (SELECT count(*) FROM folded) + (SELECT count(*) FROM arrays) + (SELECT count(*) FROM cleared)
  INTO written;
  RETURN written;
END
$fn$;
--> statement-breakpoint
-- What exists already: every interaction's link keys again (now with its stakeholders; the other keys
-- net to nothing), then one fold that builds the arrays.
SELECT interaction_link_keys_refresh(tenant_id, array_agg(id)) FROM "interactions" GROUP BY tenant_id;
--> statement-breakpoint
SELECT interaction_day_counts_fold();
--> statement-breakpoint
ANALYZE "interaction_stakeholder_days";
