ALTER TABLE "preauth_design_generations" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "preauth_design_generations_ip" ON "preauth_design_generations" USING btree ("ip","created_at");