-- Hand-edited (decision 0033, fifth pass): the dashboards' counts kept by São Paulo day, workspace,
-- dimension and key, and each interaction's link keys (its topics, their categories, its ODS chosen
-- or through a category, its survey answers). Statement triggers add each statement's change in the
-- writing transaction: its new live rows minus its old live rows, grouped (an import batch is one
-- grouped upsert; an edit that moves nothing writes nothing). Upserts go in key order, so two writers meet their rows in the
-- same order and cannot deadlock.
CREATE TABLE "interaction_day_counts" (
	"tenant_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "interaction_day_counts_tenant_id_dimension_day_key_workspace_id_pk" PRIMARY KEY("tenant_id","dimension","day","key","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_day_count_changes" (
	"tenant_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "interaction_day_count_changes_idx" ON "interaction_day_count_changes" USING btree ("tenant_id","dimension","day");
--> statement-breakpoint
CREATE TABLE "interaction_link_keys" (
	"tenant_id" uuid NOT NULL,
	"interaction_id" uuid NOT NULL,
	"keys" text[] NOT NULL,
	CONSTRAINT "interaction_link_keys_tenant_id_interaction_id_pk" PRIMARY KEY("tenant_id","interaction_id")
);
--> statement-breakpoint
-- Recomputes the link keys of some interactions of a tenant (one row each, 'dimension:key' in order;
-- none kept for an interaction without any) and moves the day counts by the keys before (-1) and after
-- (+1), at each interaction's own day and workspace while it is live.
CREATE FUNCTION "interaction_link_keys_refresh"(p_tenant uuid, p_ids uuid[]) RETURNS void LANGUAGE sql AS $fn$
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
-- The committed changes moved into the counts, in key order (two folds meet rows in the same order);
-- a change still uncommitted is not seen, so it waits for the next fold. Answers the rows written.
CREATE FUNCTION "interaction_day_counts_fold"() RETURNS bigint LANGUAGE sql AS $fn$
  WITH moved AS (
    DELETE FROM interaction_day_count_changes RETURNING tenant_id, dimension, day, key, workspace_id, n
  ),
  folded AS (
    INSERT INTO interaction_day_counts AS c (tenant_id, dimension, day, key, workspace_id, n)
    SELECT tenant_id, dimension, day, key, workspace_id, sum(n)::integer FROM moved
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, dimension, day, key, workspace_id) DO UPDATE SET n = c.n + excluded.n
    RETURNING 1
  )
  SELECT count(*) FROM folded
$fn$;
--> statement-breakpoint
-- An interaction's rows counted, uncounted or moved: its scalar keys and the link keys it holds.
CREATE FUNCTION "interaction_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
      VALUES
        ('all', ''),
        ('type', coalesce(r.type_code, '')),
        ('channel', coalesce(r.channel_code, '')),
        ('classification', coalesce(r.classification_code, '')),
        ('status', coalesce(r.status_code, '')),
        ('perception', coalesce(r.perception, '')),
        ('municipality', coalesce(r.municipality_code, ''))
      UNION ALL
      SELECT split_part(k, ':', 1), substr(k, strpos(k, ':') + 1)
      FROM interaction_link_keys l CROSS JOIN unnest(l.keys) AS k
      WHERE l.tenant_id = r.tenant_id AND l.interaction_id = r.id
    ) AS d(dimension, key)
    WHERE r.deleted_at IS NULL
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
CREATE TRIGGER "interaction_day_counts_insert" AFTER INSERT ON "interactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "interaction_day_counts_update" AFTER UPDATE ON "interactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "interaction_day_counts_delete" AFTER DELETE ON "interactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_day_counts_apply"();
--> statement-breakpoint
-- Links or answers added or removed, a topic moved to another category or deleted, a category's ODS
-- changed: the link keys of the interactions concerned are recomputed.
CREATE FUNCTION "interaction_link_keys_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME IN ('interaction_topics', 'interaction_survey_answers') THEN
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
CREATE TRIGGER "interaction_link_keys_insert" AFTER INSERT ON "interaction_topics"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_delete" AFTER DELETE ON "interaction_topics"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_answer_insert" AFTER INSERT ON "interaction_survey_answers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_answer_update" AFTER UPDATE ON "interaction_survey_answers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_answer_delete" AFTER DELETE ON "interaction_survey_answers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_topic" AFTER UPDATE ON "topics"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_topic_delete" AFTER DELETE ON "topics"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
CREATE TRIGGER "interaction_link_keys_category" AFTER UPDATE ON "topic_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "interaction_link_keys_follow"();
--> statement-breakpoint
-- What exists already: the scalar keys of every live interaction, then each tenant's link keys (whose
-- changes the fold moves into the counts).
INSERT INTO "interaction_day_counts" (tenant_id, dimension, day, key, workspace_id, n)
SELECT r.tenant_id, d.dimension, (r.starts_at AT TIME ZONE 'America/Sao_Paulo')::date, d.key, r.workspace_id,
       count(*)::integer
FROM "interactions" r
CROSS JOIN LATERAL (VALUES
  ('all', ''),
  ('type', coalesce(r.type_code, '')),
  ('channel', coalesce(r.channel_code, '')),
  ('classification', coalesce(r.classification_code, '')),
  ('status', coalesce(r.status_code, '')),
  ('perception', coalesce(r.perception, '')),
  ('municipality', coalesce(r.municipality_code, ''))
) AS d(dimension, key)
WHERE r.deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
SELECT interaction_link_keys_refresh(tenant_id, array_agg(id)) FROM "interactions" GROUP BY tenant_id;
--> statement-breakpoint
SELECT interaction_day_counts_fold();
