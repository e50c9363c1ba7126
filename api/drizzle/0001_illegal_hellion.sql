CREATE TABLE "stakeholder_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakeholder_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stakeholder_topics" (
	"tenant_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "stakeholder_topics_tenant_id_stakeholder_id_topic_id_pk" PRIMARY KEY("tenant_id","stakeholder_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "stakeholders" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"document" text,
	"category_code" text,
	"scope_code" text,
	"entity_type_code" text,
	"state" text,
	"municipality" text,
	"municipality_code" text,
	"address" text,
	"postal_code" text,
	"email" text,
	"phone" text,
	"parent_id" uuid,
	"influence" smallint DEFAULT 3 NOT NULL,
	"interest" smallint DEFAULT 3 NOT NULL,
	"additional" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"responsible_id" uuid,
	"search_text" text NOT NULL,
	"anonymised_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakeholders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stakeholders_kind_check" CHECK ("stakeholders"."kind" in ('person', 'organization')),
	CONSTRAINT "stakeholders_influence_check" CHECK ("stakeholders"."influence" between 1 and 5),
	CONSTRAINT "stakeholders_interest_check" CHECK ("stakeholders"."interest" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "topic_categories" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"ods" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "stakeholder_history_stakeholder_idx" ON "stakeholder_history" USING btree ("tenant_id","stakeholder_id","created_at");--> statement-breakpoint
CREATE INDEX "stakeholder_topics_topic_idx" ON "stakeholder_topics" USING btree ("tenant_id","topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholders_document_uq" ON "stakeholders" USING btree ("tenant_id","document") WHERE "stakeholders"."document" is not null;--> statement-breakpoint
CREATE INDEX "stakeholders_search_idx" ON "stakeholders" USING btree ("tenant_id","search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stakeholders_name_idx" ON "stakeholders" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "stakeholders_workspace_idx" ON "stakeholders" USING btree ("tenant_id","workspace_id");--> statement-breakpoint
CREATE INDEX "stakeholders_parent_idx" ON "stakeholders" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "stakeholders_location_idx" ON "stakeholders" USING btree ("tenant_id","state","municipality");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_categories_name_uq" ON "topic_categories" USING btree ("tenant_id","workspace_id","search_text");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_uq" ON "topics" USING btree ("tenant_id","workspace_id","search_text");--> statement-breakpoint
CREATE INDEX "topics_category_idx" ON "topics" USING btree ("tenant_id","category_id");