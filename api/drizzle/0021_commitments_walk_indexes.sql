-- Hand-edited (decision 0037; drizzle cannot declare INCLUDE): every index a search page is read along
-- carries the columns of the scalar filters (workspace, status, source, priority, risk, owner, due and
-- registration dates), so a page read in the sort's order checks them on the index alone and reads a
-- row only for the page itself. Before, a filter whose matches came late in the sort's order (open
-- commitments sorted by code: the recent ones) read tens of thousands of rows to fill a page.
-- commitments_code_idx is new: commitments_code_uq covers deleted rows too, so it cannot answer alone.
CREATE INDEX "commitments_code_idx" ON "commitments" USING btree ("tenant_id","code","id") INCLUDE ("workspace_id","status","source_code","priority_code","risk_code","owner_id","due_date","created_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "commitments_title_idx";--> statement-breakpoint
CREATE INDEX "commitments_title_idx" ON "commitments" USING btree ("tenant_id","title","id") INCLUDE ("workspace_id","status","source_code","priority_code","risk_code","owner_id","due_date","created_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "commitments_status_idx";--> statement-breakpoint
CREATE INDEX "commitments_status_idx" ON "commitments" USING btree ("tenant_id","status","id") INCLUDE ("workspace_id","status","source_code","priority_code","risk_code","owner_id","due_date","created_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "commitments_priority_idx";--> statement-breakpoint
CREATE INDEX "commitments_priority_idx" ON "commitments" USING btree ("tenant_id",(case "priority_code" when 'critical' then 4 when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end),"id") INCLUDE ("workspace_id","status","source_code","priority_code","risk_code","owner_id","due_date","created_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "commitments_updated_idx";--> statement-breakpoint
CREATE INDEX "commitments_updated_idx" ON "commitments" USING btree ("tenant_id","updated_at","id") INCLUDE ("workspace_id","status","source_code","priority_code","risk_code","owner_id","due_date","created_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "commitments_due_idx";--> statement-breakpoint
CREATE INDEX "commitments_due_idx" ON "commitments" USING btree ("tenant_id","due_date","id") INCLUDE ("workspace_id","status","source_code","priority_code","risk_code","owner_id","created_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "commitments_due_desc_idx";--> statement-breakpoint
CREATE INDEX "commitments_due_desc_idx" ON "commitments" USING btree ("tenant_id","due_date" DESC NULLS LAST,"id" DESC NULLS FIRST) INCLUDE ("workspace_id","status","source_code","priority_code","risk_code","owner_id","created_at") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "commitments_created_idx";--> statement-breakpoint
CREATE INDEX "commitments_created_idx" ON "commitments" USING btree ("tenant_id","created_at","id") INCLUDE ("workspace_id","status","due_date","source_code","owner_id","first_treated_at","priority_code","risk_code") WHERE "commitments"."deleted_at" is null;
