-- Hand-edited (decision 0033, as 0021 for the commitments; drizzle cannot declare INCLUDE): every index
-- a search page is read along besides interactions_starts_idx (which has carried the filters since 0016)
-- carries the columns of the scalar filters, and leaves out deleted rows, so a page read in the sort's
-- order checks them on the index alone and reads a row only for the page itself.
-- interactions_code_idx is new: interactions_code_uq covers deleted rows too, so it cannot answer alone.
DROP INDEX "interactions_subject_idx";--> statement-breakpoint
CREATE INDEX "interactions_subject_idx" ON "interactions" USING btree ("tenant_id","subject","id") INCLUDE ("workspace_id","type_code","channel_code","classification_code","status_code","perception","direction","state","municipality","ods","follow_up_required","follow_up_due","starts_at") WHERE "interactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "interactions_code_idx" ON "interactions" USING btree ("tenant_id","code","id") INCLUDE ("workspace_id","type_code","channel_code","classification_code","status_code","perception","direction","state","municipality","ods","follow_up_required","follow_up_due","starts_at") WHERE "interactions"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "interactions_created_idx";--> statement-breakpoint
CREATE INDEX "interactions_created_idx" ON "interactions" USING btree ("tenant_id","created_at","id") INCLUDE ("workspace_id","type_code","channel_code","classification_code","status_code","perception","direction","state","municipality","ods","follow_up_required","follow_up_due","starts_at") WHERE "interactions"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "interactions_updated_idx";--> statement-breakpoint
CREATE INDEX "interactions_updated_idx" ON "interactions" USING btree ("tenant_id","updated_at","id") INCLUDE ("workspace_id","type_code","channel_code","classification_code","status_code","perception","direction","state","municipality","ods","follow_up_required","follow_up_due","starts_at") WHERE "interactions"."deleted_at" is null;
