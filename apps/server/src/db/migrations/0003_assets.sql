CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"original_file_name" text NOT NULL,
	"mimetype" text NOT NULL,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_category" text NOT NULL,
	"parent_id" uuid,
	"processed_asset_id" uuid,
	"is_favourite" boolean DEFAULT false NOT NULL,
	"migration_batch_number" integer,
	"visibility" text DEFAULT 'private' NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" bigint,
	"dominant_colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colour_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_key" text NOT NULL,
	"processed_key" text,
	"thumbnail_key" text,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"processing_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "human_check_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"bucket" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_file_name" text NOT NULL,
	"filetype" text NOT NULL,
	"description" text,
	"file_category" text NOT NULL,
	"processed_file_id" uuid,
	"bytes" bigint,
	"max_bytes" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_parent_id_assets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_processed_asset_id_assets_id_fk" FOREIGN KEY ("processed_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_user_created" ON "assets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_user_category" ON "assets" USING btree ("user_id","file_category");--> statement-breakpoint
CREATE INDEX "assets_session" ON "assets" USING btree (("metadata"->>'sessionId'));--> statement-breakpoint
CREATE INDEX "assets_colour_names" ON "assets" USING gin ("colour_names");--> statement-breakpoint
CREATE INDEX "assets_processing" ON "assets" USING btree ("processing_status","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_user" ON "stored_files" USING btree ("user_id","created_at");