CREATE TABLE "interaction_counters" (
	"tenant_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interaction_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "interaction_history" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"interaction_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interaction_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "interaction_participants" (
	"tenant_id" uuid NOT NULL,
	"interaction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "interaction_participants_tenant_id_interaction_id_user_id_pk" PRIMARY KEY("tenant_id","interaction_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_stakeholders" (
	"tenant_id" uuid NOT NULL,
	"interaction_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"role" text DEFAULT 'participant' NOT NULL,
	CONSTRAINT "interaction_stakeholders_tenant_id_interaction_id_stakeholder_id_pk" PRIMARY KEY("tenant_id","interaction_id","stakeholder_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_topics" (
	"tenant_id" uuid NOT NULL,
	"interaction_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "interaction_topics_tenant_id_interaction_id_topic_id_pk" PRIMARY KEY("tenant_id","interaction_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"subject" text NOT NULL,
	"description" text,
	"direction" text NOT NULL,
	"type_code" text NOT NULL,
	"channel_code" text,
	"classification_code" text,
	"status_code" text,
	"perception" text,
	"state" text,
	"municipality" text,
	"municipality_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"ods" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"issues_raised" text,
	"response" text,
	"follow_up_required" boolean DEFAULT false NOT NULL,
	"follow_up_due" date,
	"follow_up_owner_id" uuid,
	"search_text" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interactions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "interactions_direction_check" CHECK ("interactions"."direction" in ('inbound', 'outbound')),
	CONSTRAINT "interactions_perception_check" CHECK ("interactions"."perception" is null or "interactions"."perception" in ('positive', 'neutral', 'negative'))
);
--> statement-breakpoint
CREATE INDEX "interaction_history_interaction_idx" ON "interaction_history" USING btree ("tenant_id","interaction_id","created_at");--> statement-breakpoint
CREATE INDEX "interaction_participants_user_idx" ON "interaction_participants" USING btree ("tenant_id","user_id","interaction_id");--> statement-breakpoint
CREATE INDEX "interaction_stakeholders_stakeholder_idx" ON "interaction_stakeholders" USING btree ("tenant_id","stakeholder_id","interaction_id");--> statement-breakpoint
CREATE INDEX "interaction_topics_topic_idx" ON "interaction_topics" USING btree ("tenant_id","topic_id","interaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interactions_code_uq" ON "interactions" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "interactions_starts_idx" ON "interactions" USING btree ("tenant_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "interactions_created_idx" ON "interactions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "interactions_updated_idx" ON "interactions" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "interactions_workspace_idx" ON "interactions" USING btree ("tenant_id","workspace_id");--> statement-breakpoint
CREATE INDEX "interactions_search_trgm_idx" ON "interactions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interactions_follow_up_idx" ON "interactions" USING btree ("tenant_id","follow_up_due") WHERE "interactions"."follow_up_required" and "interactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "interactions_follow_up_owner_idx" ON "interactions" USING btree ("tenant_id","follow_up_owner_id") WHERE "interactions"."follow_up_owner_id" is not null;--> statement-breakpoint
CREATE INDEX "interactions_ods_idx" ON "interactions" USING gin ("ods");