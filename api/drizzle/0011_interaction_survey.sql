CREATE TABLE "interaction_survey_answers" (
	"tenant_id" uuid NOT NULL,
	"interaction_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "interaction_survey_answers_tenant_id_interaction_id_question_id_pk" PRIMARY KEY("tenant_id","interaction_id","question_id"),
	CONSTRAINT "interaction_survey_answers_value_check" CHECK ("interaction_survey_answers"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "interaction_survey_questions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"text_pt_br" text NOT NULL,
	"text_en" text NOT NULL,
	"text_es" text,
	"text_de" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interaction_survey_questions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "social_interaction_research" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "interaction_survey_answers_question_idx" ON "interaction_survey_answers" USING btree ("tenant_id","question_id");