CREATE TABLE "tier_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"reason" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_changes_reason" CHECK ("tier_changes"."reason" in ('checkout', 'webhook', 'expiry', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tier_changes_user_created" ON "tier_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tier_changes_payment" ON "tier_changes" USING btree ("payment_id");