CREATE TABLE "audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "location" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stable" text,
	"prefix" text,
	"name" text NOT NULL,
	"places" integer NOT NULL,
	"occupants" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_places_positive" CHECK ("location"."places" > 0),
	CONSTRAINT "location_occupants_within_places" CHECK ("location"."occupants" >= 0 and "location"."occupants" <= "location"."places")
);
--> statement-breakpoint
CREATE TABLE "horse" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"death" boolean DEFAULT false NOT NULL,
	"location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nitrogen_container" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"available_places" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_places_positive" CHECK ("nitrogen_container"."available_places" > 0)
);
--> statement-breakpoint
CREATE TABLE "oidc_key" (
	"id" text PRIMARY KEY NOT NULL,
	"jwks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payload" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
ALTER TABLE "horse" ADD CONSTRAINT "horse_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "location_stable_name_idx" ON "location" USING btree ("stable","name","id");--> statement-breakpoint
CREATE INDEX "location_name_idx" ON "location" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "location_places_idx" ON "location" USING btree ("places","id");--> statement-breakpoint
CREATE INDEX "location_created_idx" ON "location" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_unique_name_idx" ON "location" USING btree (coalesce("stable", ''),coalesce("prefix", ''),lower("name"));--> statement-breakpoint
CREATE INDEX "location_search_trgm_idx" ON "location" USING gin ((coalesce("stable", '') || ' ' || coalesce("prefix", '') || '-' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "horse_location_idx" ON "horse" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "container_name_idx" ON "nitrogen_container" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "container_name_sort_idx" ON "nitrogen_container" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "container_places_idx" ON "nitrogen_container" USING btree ("available_places","id");--> statement-breakpoint
CREATE INDEX "container_created_idx" ON "nitrogen_container" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_idx" ON "oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid_idx" ON "oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payload_user_code_idx" ON "oidc_payload" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payload_expires_idx" ON "oidc_payload" USING btree ("expires_at");