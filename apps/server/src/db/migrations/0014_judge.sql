CREATE TABLE "artwork_extractions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_asset_id" uuid NOT NULL,
	"method" text NOT NULL,
	"corners" jsonb,
	"outputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credit_cost" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"asset_ids" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"winner_asset_id" uuid,
	"summary" text,
	"error" text,
	"credit_cost" integer NOT NULL,
	"credit_reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "artwork_extractions" ADD CONSTRAINT "artwork_extractions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_evaluations" ADD CONSTRAINT "judge_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_extractions_user" ON "artwork_extractions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "judge_evaluations_user" ON "judge_evaluations" USING btree ("user_id","created_at");