CREATE TABLE "attachments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text,
	"size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"upload_expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "attachments_status_check" CHECK ("attachments"."status" in ('pending', 'ready'))
);
--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("tenant_id","owner_type","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_pending_idx" ON "attachments" USING btree ("tenant_id","upload_expires_at") WHERE "attachments"."status" = 'pending';