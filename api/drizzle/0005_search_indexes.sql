-- Trigram index for the contains-search (docs/decisions/0022); PGlite loads the contrib build itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "stakeholders_search_idx";--> statement-breakpoint
CREATE INDEX "stakeholders_search_trgm_idx" ON "stakeholders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stakeholders_influence_idx" ON "stakeholders" USING btree ("tenant_id","influence","id");--> statement-breakpoint
CREATE INDEX "stakeholders_interest_idx" ON "stakeholders" USING btree ("tenant_id","interest","id");--> statement-breakpoint
CREATE INDEX "stakeholders_created_idx" ON "stakeholders" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stakeholders_updated_idx" ON "stakeholders" USING btree ("tenant_id","updated_at","id");