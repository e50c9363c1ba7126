-- Hand-edited (drizzle cannot declare these; decision 0033): INCLUDE on interactions_starts_idx, the
-- btree_gin index over the option codes (a combination of filters that matches little is found by
-- intersecting posting lists instead of reading the tenant) and the statistics that tell the planner
-- how those codes go together.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "interactions_dashboard_idx";--> statement-breakpoint
DROP INDEX "interactions_starts_idx";--> statement-breakpoint
CREATE INDEX "interactions_subject_idx" ON "interactions" USING btree ("tenant_id","subject","id") WHERE "interactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "interactions_municipality_idx" ON "interactions" USING btree ("tenant_id",lower("municipality"),"starts_at") WHERE "interactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "interactions_starts_idx" ON "interactions" USING btree ("tenant_id","starts_at","id") INCLUDE ("workspace_id","type_code","channel_code","classification_code","status_code","perception","direction","state","municipality_code","ods","follow_up_required","code","created_at","updated_at") WHERE "interactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "interactions_codes_gin_idx" ON "interactions" USING gin ("type_code","channel_code","classification_code","status_code","perception","direction") WHERE "interactions"."deleted_at" is null;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "interactions_codes_stats" (mcv) ON "type_code","channel_code","classification_code","status_code","perception" FROM "interactions";
