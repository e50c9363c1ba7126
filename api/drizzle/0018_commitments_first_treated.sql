-- Hand-edited (decision 0037; drizzle cannot declare these): INCLUDE on commitments_created_idx and
-- commitments_due_idx, so the dashboards' counts read no rows; the btree_gin index over the option
-- codes and owner, and the statistics of how they go together, so a combination of filters that
-- matches little is found from the posting lists (as interactions, migration 0016); and the backfill of
-- first_treated_at, which the action writes keep from now on (syncFirstTreated, commitment.fields.ts).
-- The indexes come before the backfill: built over its HOT chains instead, a transaction already
-- running elsewhere could not use them until it ended.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "commitments_created_idx";--> statement-breakpoint
DROP INDEX "commitments_due_idx";--> statement-breakpoint
ALTER TABLE "commitments" ADD COLUMN "first_treated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "commitments_created_idx" ON "commitments" USING btree ("tenant_id","created_at","id") INCLUDE ("workspace_id","status","due_date","source_code","owner_id","first_treated_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_due_idx" ON "commitments" USING btree ("tenant_id","due_date","id") INCLUDE ("workspace_id","status") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_due_desc_idx" ON "commitments" USING btree ("tenant_id","due_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_title_idx" ON "commitments" USING btree ("tenant_id","title","id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_status_idx" ON "commitments" USING btree ("tenant_id","status","id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_priority_idx" ON "commitments" USING btree ("tenant_id",(case "priority_code" when 'critical' then 4 when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end),"id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_updated_idx" ON "commitments" USING btree ("tenant_id","updated_at","id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_codes_gin_idx" ON "commitments" USING gin ("status","source_code","priority_code","risk_code","owner_id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "commitments_codes_stats" (mcv) ON "status","source_code","priority_code","risk_code" FROM "commitments";--> statement-breakpoint
UPDATE "commitments" c SET "first_treated_at" = f.at
FROM (
  SELECT p.tenant_id, p.parent_id, min(a.completed_at) AS at FROM action_plans p
  JOIN actions a ON a.tenant_id = p.tenant_id AND a.action_plan_id = p.id
    AND a.deleted_at IS NULL AND a.completed_at IS NOT NULL
  WHERE p.parent_type = 'commitment'
  GROUP BY p.tenant_id, p.parent_id
) f
WHERE c.tenant_id = f.tenant_id AND c.id = f.parent_id;
