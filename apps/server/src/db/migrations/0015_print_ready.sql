CREATE TABLE "print_ready_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"service_price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"asset_id" uuid,
	"notes" text,
	"dimensions" jsonb,
	"status" text DEFAULT 'awaiting-payment' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"form_status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"assignee_id" uuid,
	"final_asset_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_positive";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "print_ready_requests" ADD CONSTRAINT "print_ready_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_ready_requests" ADD CONSTRAINT "print_ready_requests_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_ready_requests" ADD CONSTRAINT "print_ready_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_ready_requests" ADD CONSTRAINT "print_ready_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_ready_requests_user" ON "print_ready_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "print_ready_requests_status" ON "print_ready_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_ready_requests_payment" ON "print_ready_requests" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_positive" CHECK ("payments"."credits" >= 0 and "payments"."amount_cents" > 0);