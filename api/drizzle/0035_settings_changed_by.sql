ALTER TABLE "interaction_settings" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "interaction_settings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commitment_settings" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "commitment_settings" ADD COLUMN "updated_at" timestamp with time zone;