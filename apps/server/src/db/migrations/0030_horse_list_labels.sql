ALTER TABLE "horse" ADD COLUMN "location_stable" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "location_label" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "stallion_owner_name" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "donor_mare_name" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "passport_filename" text;