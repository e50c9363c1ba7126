CREATE TABLE "interaction_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"grievance_acknowledge_days" integer DEFAULT 7 NOT NULL,
	"grievance_resolve_days" integer DEFAULT 30 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "grievance_acknowledged_on" date;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "grievance_responded_on" date;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "grievance_closed_on" date;--> statement-breakpoint
ALTER TABLE "interactions" ADD COLUMN "grievance_outcome" text;--> statement-breakpoint
CREATE INDEX "interactions_grievance_open_idx" ON "interactions" USING btree ("tenant_id","starts_at") WHERE ("interactions"."type_code" in ('complaint', 'grievance') or "interactions"."classification_code" in ('complaint', 'grievance')) and "interactions"."grievance_closed_on" is null and coalesce("interactions"."status_code", '') not in ('closed', 'answered', 'cancelled') and "interactions"."deleted_at" is null;