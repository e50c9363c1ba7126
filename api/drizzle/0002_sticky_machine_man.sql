CREATE TABLE "stakeholder_import_jobs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"profile" text NOT NULL,
	"format" text,
	"file_name" text,
	"dry_run" boolean NOT NULL,
	"on_duplicate" text,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"report" jsonb,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "stakeholder_import_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "stakeholder_import_jobs_user_idx" ON "stakeholder_import_jobs" USING btree ("tenant_id","user_id","created_at");