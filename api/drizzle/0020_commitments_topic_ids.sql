-- Hand-edited (decision 0037): a commitment's topics move from the commitment_topics link table onto
-- the row (topic_ids), and one btree_gin index holds every equality filter of the search beside the
-- topic and ODS arrays, replacing commitments_codes_gin_idx and commitments_ods_idx: a topic filter or
-- an ODS filter (its own ODS, or a topic whose category carries it) is then a posting list intersected
-- with the others, not an EXISTS per row. The index comes before the backfill (as 0018).
ALTER TABLE "commitments" ADD COLUMN "topic_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
DROP INDEX "commitments_ods_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "commitments_codes_gin_idx";--> statement-breakpoint
CREATE INDEX "commitments_filters_gin_idx" ON "commitments" USING gin ("status","source_code","priority_code","risk_code","owner_id","topic_ids","ods") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
UPDATE "commitments" c SET "topic_ids" = t.ids
FROM (
  SELECT tenant_id, commitment_id, array_agg(topic_id ORDER BY topic_id) AS ids
  FROM commitment_topics GROUP BY tenant_id, commitment_id
) t
WHERE c.tenant_id = t.tenant_id AND c.id = t.commitment_id;--> statement-breakpoint
DROP TABLE "commitment_topics";
