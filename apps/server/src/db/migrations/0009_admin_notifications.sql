CREATE TABLE "admin_notification_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid,
	"sender_email" text NOT NULL,
	"audience" text NOT NULL,
	"target" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"deeplink" text,
	"delivered" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notification_sends_audience" CHECK ("admin_notification_sends"."audience" in ('user', 'tier'))
);
--> statement-breakpoint
ALTER TABLE "admin_notification_sends" ADD CONSTRAINT "admin_notification_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_notification_sends_created" ON "admin_notification_sends" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);