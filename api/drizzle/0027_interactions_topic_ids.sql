-- Hand-edited (decision 0042): an interaction's topic ids are also kept on the row (topic_ids, sorted,
-- written with the interaction_topics links, which stay: the dashboards' triggers and the topic pages
-- read them), and one btree_gin index holds every equality filter of the search beside the topic and
-- ODS arrays, replacing interactions_codes_gin_idx (0016) and interactions_ods_idx: a topic filter, or
-- an ODS reached through a topic's category, is then a posting list intersected with the others, not
-- an EXISTS per row. The backfill runs before the index is built (one build, not a million inserts).
ALTER TABLE "interactions" ADD COLUMN "topic_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
UPDATE "interactions" i SET "topic_ids" = t.ids
FROM (
  SELECT tenant_id, interaction_id, array_agg(DISTINCT topic_id ORDER BY topic_id) AS ids
  FROM interaction_topics GROUP BY tenant_id, interaction_id
) t
WHERE i.tenant_id = t.tenant_id AND i.id = t.interaction_id;--> statement-breakpoint
DROP INDEX "interactions_ods_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "interactions_codes_gin_idx";--> statement-breakpoint
CREATE INDEX "interactions_filters_gin_idx" ON "interactions" USING gin ("type_code","channel_code","classification_code","status_code","perception","direction","topic_ids","ods") WHERE "interactions"."deleted_at" is null;
