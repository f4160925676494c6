CREATE TABLE "showcase_consents" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_features" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"featured_by" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"featured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showcase_consents" ADD CONSTRAINT "showcase_consents_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_consents" ADD CONSTRAINT "showcase_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_features" ADD CONSTRAINT "showcase_features_asset_id_showcase_consents_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."showcase_consents"("asset_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_features" ADD CONSTRAINT "showcase_features_featured_by_users_id_fk" FOREIGN KEY ("featured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;