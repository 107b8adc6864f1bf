CREATE TABLE "demo_seed" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_seed_one_row" CHECK ("singleton")
);
--> statement-breakpoint
-- A database that already holds data was seeded (or is real): never seed it again.
INSERT INTO "demo_seed" ("singleton")
SELECT true WHERE EXISTS (SELECT 1 FROM "location") OR EXISTS (SELECT 1 FROM "customer");
--> statement-breakpoint
ALTER TABLE "audit" ADD COLUMN "actor_name" text;
