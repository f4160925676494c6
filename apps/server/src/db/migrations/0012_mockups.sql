CREATE TABLE "mockup_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mockup_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"artwork_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"view" text NOT NULL,
	"asset_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "mockup_outputs_position" UNIQUE("mockup_id","position")
);
--> statement-breakpoint
CREATE TABLE "mockups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"artworks" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"instructions" text,
	"image_count" integer NOT NULL,
	"step" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"credit_cost" integer NOT NULL,
	"credit_reservation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "mockups_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "mockup_outputs" ADD CONSTRAINT "mockup_outputs_mockup_id_mockups_id_fk" FOREIGN KEY ("mockup_id") REFERENCES "public"."mockups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockup_outputs" ADD CONSTRAINT "mockup_outputs_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mockups" ADD CONSTRAINT "mockups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mockups_user" ON "mockups" USING btree ("user_id","created_at");