CREATE TABLE "action_plans" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_type" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"goal" text,
	"owner_id" uuid,
	"start_date" date,
	"end_date" date,
	"finished_at" timestamp with time zone,
	"finished_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "action_plans_parent_check" CHECK ("action_plans"."parent_type" in ('negotiation_plan', 'commitment'))
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"action_plan_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"owner_id" uuid,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"completion_note" text,
	"evidence_attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "actions_status_check" CHECK ("actions"."status" in ('open', 'in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "commitment_counters" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commitment_counters_tenant_id_kind_year_pk" PRIMARY KEY("tenant_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "commitment_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action_plan_id" uuid,
	"subject_title" text,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitment_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "commitment_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"first_treatment_target_days" integer DEFAULT 15 NOT NULL,
	"due_soon_days" integer DEFAULT 7 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commitment_stakeholders" (
	"tenant_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	CONSTRAINT "commitment_stakeholders_tenant_id_commitment_id_stakeholder_id_pk" PRIMARY KEY("tenant_id","commitment_id","stakeholder_id")
);
--> statement-breakpoint
CREATE TABLE "commitment_topics" (
	"tenant_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "commitment_topics_tenant_id_commitment_id_topic_id_pk" PRIMARY KEY("tenant_id","commitment_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"source_code" text NOT NULL,
	"source_negotiation_plan_id" uuid,
	"source_agreement_id" uuid,
	"source_interaction_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"owner_id" uuid NOT NULL,
	"due_date" date,
	"priority_code" text,
	"risk_code" text,
	"ods" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"closed_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "commitments_status_check" CHECK ("commitments"."status" in ('open', 'in_progress', 'fulfilled', 'partially_fulfilled', 'not_fulfilled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "negotiation_agreements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"text" text NOT NULL,
	"date" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_agreements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_plan_interactions" (
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"interaction_id" uuid NOT NULL,
	CONSTRAINT "negotiation_plan_interactions_tenant_id_plan_id_interaction_id_pk" PRIMARY KEY("tenant_id","plan_id","interaction_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_plan_stakeholders" (
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	CONSTRAINT "negotiation_plan_stakeholders_tenant_id_plan_id_stakeholder_id_pk" PRIMARY KEY("tenant_id","plan_id","stakeholder_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_plan_topics" (
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "negotiation_plan_topics_tenant_id_plan_id_topic_id_pk" PRIMARY KEY("tenant_id","plan_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_plans" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"objective" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"responsible_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"search_text" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "negotiation_plans_status_check" CHECK ("negotiation_plans"."status" in ('draft', 'in_negotiation', 'agreed', 'not_agreed', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_plans_parent_uq" ON "action_plans" USING btree ("tenant_id","parent_type","parent_id");--> statement-breakpoint
CREATE INDEX "actions_plan_idx" ON "actions" USING btree ("tenant_id","action_plan_id","completed_at") WHERE "actions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "actions_owner_idx" ON "actions" USING btree ("tenant_id","owner_id") WHERE "actions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "actions_due_idx" ON "actions" USING btree ("tenant_id","due_date") WHERE "actions"."deleted_at" is null and "actions"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "commitment_history_record_idx" ON "commitment_history" USING btree ("tenant_id","record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "commitment_history_plan_idx" ON "commitment_history" USING btree ("tenant_id","action_plan_id","created_at") WHERE "commitment_history"."action_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "commitment_stakeholders_stakeholder_idx" ON "commitment_stakeholders" USING btree ("tenant_id","stakeholder_id","commitment_id");--> statement-breakpoint
CREATE INDEX "commitment_topics_topic_idx" ON "commitment_topics" USING btree ("tenant_id","topic_id","commitment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commitments_code_uq" ON "commitments" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "commitments_agreement_uq" ON "commitments" USING btree ("tenant_id","source_agreement_id") WHERE "commitments"."source_agreement_id" is not null and "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_created_idx" ON "commitments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "commitments_due_idx" ON "commitments" USING btree ("tenant_id","due_date","id") WHERE "commitments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "commitments_owner_idx" ON "commitments" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "commitments_plan_idx" ON "commitments" USING btree ("tenant_id","source_negotiation_plan_id") WHERE "commitments"."source_negotiation_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "commitments_interaction_idx" ON "commitments" USING btree ("tenant_id","source_interaction_id") WHERE "commitments"."source_interaction_id" is not null;--> statement-breakpoint
CREATE INDEX "commitments_search_trgm_idx" ON "commitments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commitments_ods_idx" ON "commitments" USING gin ("ods");--> statement-breakpoint
CREATE INDEX "negotiation_agreements_plan_idx" ON "negotiation_agreements" USING btree ("tenant_id","plan_id","sort_order");--> statement-breakpoint
CREATE INDEX "negotiation_plan_interactions_interaction_idx" ON "negotiation_plan_interactions" USING btree ("tenant_id","interaction_id");--> statement-breakpoint
CREATE INDEX "negotiation_plan_stakeholders_stakeholder_idx" ON "negotiation_plan_stakeholders" USING btree ("tenant_id","stakeholder_id","plan_id");--> statement-breakpoint
CREATE INDEX "negotiation_plan_topics_topic_idx" ON "negotiation_plan_topics" USING btree ("tenant_id","topic_id","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_plans_code_uq" ON "negotiation_plans" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "negotiation_plans_start_idx" ON "negotiation_plans" USING btree ("tenant_id","start_date","id");--> statement-breakpoint
CREATE INDEX "negotiation_plans_responsible_idx" ON "negotiation_plans" USING btree ("tenant_id","responsible_id");--> statement-breakpoint
CREATE INDEX "negotiation_plans_search_trgm_idx" ON "negotiation_plans" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_uq" ON "notifications" USING btree ("tenant_id","user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("user_id","read_at","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The commitment option lists (issue 12) for tenants seeded before them, on each tenant's root.
INSERT INTO "options" ("tenant_id", "workspace_id", "list", "code", "label_pt_br", "label_en", "sort_order")
SELECT w."tenant_id", w."id", v.list, v.code, v.pt, v.en, v.ord
FROM "workspaces" w
CROSS JOIN (VALUES
  ('commitmentSource', 'negotiationPlan', 'Plano de negociação', 'Negotiation plan', 0),
  ('commitmentSource', 'interaction', 'Interação social', 'Social interaction', 1),
  ('commitmentSource', 'licenceCondition', 'Condicionante de licença ambiental', 'Environmental licence condition', 2),
  ('commitmentSource', 'socialProgramme', 'Programa social', 'Social programme', 3),
  ('commitmentSource', 'voluntary', 'Voluntário', 'Voluntary', 4),
  ('commitmentPriority', 'low', 'Baixa', 'Low', 0),
  ('commitmentPriority', 'medium', 'Média', 'Medium', 1),
  ('commitmentPriority', 'high', 'Alta', 'High', 2),
  ('commitmentPriority', 'critical', 'Crítica', 'Critical', 3),
  ('commitmentRisk', 'low', 'Baixo', 'Low', 0),
  ('commitmentRisk', 'medium', 'Médio', 'Medium', 1),
  ('commitmentRisk', 'high', 'Alto', 'High', 2)
) AS v(list, code, pt, en, ord)
WHERE w."level" = 1
ON CONFLICT DO NOTHING;
