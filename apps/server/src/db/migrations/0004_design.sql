CREATE TABLE "design_action_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_action_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"last_retried_at" timestamp with time zone,
	"asset_id" uuid,
	"provider" text,
	"score" real
);
--> statement-breakpoint
CREATE TABLE "design_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"optimistic_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"session_id" uuid NOT NULL,
	"type" text NOT NULL,
	"remixed_from_id" uuid,
	"refined_from_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"last_retried_at" timestamp with time zone,
	"provider" text,
	"routes_summary" jsonb,
	"number_of_images_requested_by_user" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credit_cost" integer DEFAULT 0 NOT NULL,
	"credit_reservation_id" uuid,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"prompt_human_input" text,
	"background_type" text DEFAULT 'studio' NOT NULL,
	"packaging_type" text,
	"packaging" text,
	"brand_name" text,
	"brand_slogan" text,
	"logo_asset_id" uuid,
	"logo_description" text,
	"artwork_asset_id" uuid,
	"artwork_description" text,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"natural_language_colours" text,
	"styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_audience" text,
	"region" text,
	"industry" text,
	"stand_out_points" text,
	"routes_summary" jsonb,
	"number_of_images_requested_by_user" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"remixed_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_route_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_route_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"asset_id" uuid,
	"score" real,
	"sorting_algorithm" text DEFAULT 'openai-individual' NOT NULL,
	"sorting_algorithm_model" text DEFAULT 'gpt-4.1' NOT NULL,
	"is_generate_more" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_generation_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"title" text,
	"description" text,
	"algorithm" text,
	"refine_instructions" text,
	"number_of_images_requested" integer DEFAULT 0 NOT NULL,
	"number_of_images_to_be_generated" integer DEFAULT 0 NOT NULL,
	"number_of_images_completed" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_session_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_variation_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_variation_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"asset_id" uuid,
	"provider" text,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "design_variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"design_action_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"last_retried_at" timestamp with time zone,
	"source_asset_id" uuid,
	"user_instructions" text,
	"number_of_images_requested" integer DEFAULT 0 NOT NULL,
	"number_of_images_to_be_generated" integer DEFAULT 0 NOT NULL,
	"number_of_images_completed" integer DEFAULT 0 NOT NULL,
	"ai_response_message" text,
	"type" text DEFAULT 'user-instructions' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preauth_design_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"claim_token_hash" text NOT NULL,
	"form" jsonb NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"claimed_by_user_id" uuid,
	"claimed_at" timestamp with time zone,
	"design_action_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preauth_design_generations_claim_token_hash_unique" UNIQUE("claim_token_hash")
);
--> statement-breakpoint
CREATE TABLE "stream_spring_generation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"logo" text,
	"artwork" jsonb,
	"packaging_type" text,
	"packaging_image" text,
	"brand" text,
	"slogan" text,
	"industry" text,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_count" integer DEFAULT 4 NOT NULL,
	"is_concept_mode" boolean DEFAULT false NOT NULL,
	"design_action_id" uuid,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "design_action_images" ADD CONSTRAINT "design_action_images_design_action_id_design_actions_id_fk" FOREIGN KEY ("design_action_id") REFERENCES "public"."design_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_action_images" ADD CONSTRAINT "design_action_images_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_actions" ADD CONSTRAINT "design_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_actions" ADD CONSTRAINT "design_actions_session_id_design_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."design_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_actions" ADD CONSTRAINT "design_actions_remixed_from_id_design_actions_id_fk" FOREIGN KEY ("remixed_from_id") REFERENCES "public"."design_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_actions" ADD CONSTRAINT "design_actions_refined_from_id_design_actions_id_fk" FOREIGN KEY ("refined_from_id") REFERENCES "public"."design_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_generations" ADD CONSTRAINT "design_generations_session_id_design_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."design_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_generations" ADD CONSTRAINT "design_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_route_images" ADD CONSTRAINT "design_route_images_design_route_id_design_routes_id_fk" FOREIGN KEY ("design_route_id") REFERENCES "public"."design_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_route_images" ADD CONSTRAINT "design_route_images_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_routes" ADD CONSTRAINT "design_routes_design_generation_id_design_generations_id_fk" FOREIGN KEY ("design_generation_id") REFERENCES "public"."design_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_session_events" ADD CONSTRAINT "design_session_events_session_id_design_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."design_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_session_events" ADD CONSTRAINT "design_session_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sessions" ADD CONSTRAINT "design_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_variation_images" ADD CONSTRAINT "design_variation_images_design_variation_id_design_variations_id_fk" FOREIGN KEY ("design_variation_id") REFERENCES "public"."design_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_variation_images" ADD CONSTRAINT "design_variation_images_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_variations" ADD CONSTRAINT "design_variations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_variations" ADD CONSTRAINT "design_variations_session_id_design_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."design_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_variations" ADD CONSTRAINT "design_variations_design_action_id_design_actions_id_fk" FOREIGN KEY ("design_action_id") REFERENCES "public"."design_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_variations" ADD CONSTRAINT "design_variations_source_asset_id_assets_id_fk" FOREIGN KEY ("source_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preauth_design_generations" ADD CONSTRAINT "preauth_design_generations_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_spring_generation" ADD CONSTRAINT "stream_spring_generation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_spring_generation" ADD CONSTRAINT "stream_spring_generation_design_action_id_design_actions_id_fk" FOREIGN KEY ("design_action_id") REFERENCES "public"."design_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_spring_generation" ADD CONSTRAINT "stream_spring_generation_session_id_design_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."design_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_action_images_position" ON "design_action_images" USING btree ("design_action_id","position");--> statement-breakpoint
CREATE INDEX "design_actions_user" ON "design_actions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "design_actions_session" ON "design_actions" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "design_actions_status" ON "design_actions" USING btree ("status","last_updated_at");--> statement-breakpoint
CREATE INDEX "design_generations_user" ON "design_generations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "design_route_images_route" ON "design_route_images" USING btree ("design_route_id");--> statement-breakpoint
CREATE INDEX "design_routes_generation" ON "design_routes" USING btree ("design_generation_id");--> statement-breakpoint
CREATE INDEX "design_session_events_session" ON "design_session_events" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "design_sessions_user" ON "design_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "design_variation_images_variation" ON "design_variation_images" USING btree ("design_variation_id","position");--> statement-breakpoint
CREATE INDEX "design_variations_user" ON "design_variations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "design_variations_action" ON "design_variations" USING btree ("design_action_id");--> statement-breakpoint
CREATE INDEX "preauth_design_generations_email" ON "preauth_design_generations" USING btree (lower("email"),"expires");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_spring_generation_user_name" ON "stream_spring_generation" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "stream_spring_generation_user" ON "stream_spring_generation" USING btree ("user_id","created_at");