CREATE TABLE "collection_invite_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_collaborators" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
-- Invitations go to an e-mail address (issue 26): existing rows take their person's address.
ALTER TABLE "collection_collaborators" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "collection_collaborators" cc SET "email" = lower(u."email") FROM "users" u WHERE u."id" = cc."user_id";--> statement-breakpoint
ALTER TABLE "collection_collaborators" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_invite_sends" ADD CONSTRAINT "collection_invite_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_invite_sends_user" ON "collection_invite_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_collaborators_unclaimed" ON "collection_collaborators" USING btree ("email") WHERE "collection_collaborators"."user_id" is null;--> statement-breakpoint
ALTER TABLE "collection_collaborators" ADD CONSTRAINT "collection_collaborators_email" UNIQUE("collection_id","email");