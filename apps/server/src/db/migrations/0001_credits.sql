CREATE TABLE "credit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"allocation" jsonb,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "no_credits_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action_type" text,
	"required" integer,
	"available" integer,
	"source" text DEFAULT 'server' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"flow" text NOT NULL,
	"provider_ref" text,
	"kind" text DEFAULT 'topup' NOT NULL,
	"tier" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_message" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "payments_positive" CHECK ("payments"."credits" > 0 and "payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "top_up_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid,
	"balance" integer NOT NULL,
	"purchased_credits" integer NOT NULL,
	"purchase_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	CONSTRAINT "top_up_credits_balance_range" CHECK ("top_up_credits"."balance" >= 0 and "top_up_credits"."balance" <= "top_up_credits"."purchased_credits")
);
--> statement-breakpoint
CREATE TABLE "user_credits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current_allowance_balance" integer NOT NULL,
	"reset_date" timestamp with time zone NOT NULL,
	"reset_anchor" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_credits_allowance_not_negative" CHECK ("user_credits"."current_allowance_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_credits_events" ADD CONSTRAINT "no_credits_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_credits" ADD CONSTRAINT "top_up_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_credits" ADD CONSTRAINT "top_up_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credits" ADD CONSTRAINT "user_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_history_user_created" ON "credit_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_history_pending" ON "credit_history" USING btree ("created_at") WHERE "credit_history"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "no_credits_events_user_created" ON "no_credits_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_created" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "top_up_credits_user_expiry" ON "top_up_credits" USING btree ("user_id","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "top_up_credits_payment" ON "top_up_credits" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "user_credits_reset_date" ON "user_credits" USING btree ("reset_date");