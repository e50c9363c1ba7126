CREATE TABLE "workspaces" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "workspaces_level_check" CHECK ("workspaces"."level" between 1 and 3),
	CONSTRAINT "workspaces_root_check" CHECK (("workspaces"."level" = 1) = ("workspaces"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"area" text NOT NULL,
	"full_access" boolean DEFAULT false NOT NULL,
	"view" boolean DEFAULT false NOT NULL,
	"add" boolean DEFAULT false NOT NULL,
	"edit" boolean DEFAULT false NOT NULL,
	"edit_conditionally" boolean DEFAULT false NOT NULL,
	"delete" boolean DEFAULT false NOT NULL,
	"only_basic_info" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_permissions_tenant_id_user_id_area_pk" PRIMARY KEY("tenant_id","user_id","area")
);
--> statement-breakpoint
CREATE TABLE "user_workspaces" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_workspaces_tenant_id_user_id_workspace_id_pk" PRIMARY KEY("tenant_id","user_id","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"all_workspaces" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"event" text NOT NULL,
	"detail" jsonb,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"link" text NOT NULL,
	"locale" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "options" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"code" text NOT NULL,
	"label_pt_br" text NOT NULL,
	"label_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "workspaces_parent_idx" ON "workspaces" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_sibling_name_uq" ON "workspaces" USING btree ("tenant_id","parent_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_acceptances_user_doc_uq" ON "document_acceptances" USING btree ("tenant_id","user_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_name_version_uq" ON "documents" USING btree ("name","version");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "options_list_code_uq" ON "options" USING btree ("tenant_id","workspace_id","list","code");