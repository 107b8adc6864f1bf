CREATE TABLE "file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pension_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_fr" text,
	"account_id" uuid NOT NULL,
	"tax" integer NOT NULL,
	"price_per_day" numeric(12, 2) NOT NULL,
	"available_for" text[] DEFAULT ARRAY['Hengst', 'Merrie'] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pension_tax_valid" CHECK ("pension_type"."tax" in (6, 21)),
	CONSTRAINT "pension_price_not_negative" CHECK ("pension_type"."price_per_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lab_result" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"horse_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"lab" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lodging" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"horse_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"pension_type_id" uuid,
	"arrival" timestamp with time zone NOT NULL,
	"departure" timestamp with time zone,
	"billable" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lodging_departure_after_arrival" CHECK ("lodging"."departure" is null or "lodging"."departure" >= "lodging"."arrival"),
	CONSTRAINT "lodging_status_valid" CHECK ("lodging"."status" in ('invoiceable', 'not invoiceable', 'invoiced'))
);
--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "breed" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "studbook" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "date_of_birth" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "ueln" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "microchip" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "stallion_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "stud_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "date_of_death" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "surrogate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "surrogate_uid" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "coat_color" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "father" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "mother" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "grandfather" text;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "stud_horse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "wffs_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "keep_for_food_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "donor_mare_id" uuid;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "embryo_implanted" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "horse" ADD COLUMN "passport_file_id" uuid;--> statement-breakpoint
ALTER TABLE "pension_type" ADD CONSTRAINT "pension_type_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result" ADD CONSTRAINT "lab_result_horse_id_horse_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result" ADD CONSTRAINT "lab_result_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging" ADD CONSTRAINT "lodging_horse_id_horse_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging" ADD CONSTRAINT "lodging_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lodging" ADD CONSTRAINT "lodging_pension_type_id_pension_type_id_fk" FOREIGN KEY ("pension_type_id") REFERENCES "public"."pension_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_result_horse_idx" ON "lab_result" USING btree ("horse_id","date");--> statement-breakpoint
CREATE INDEX "lodging_horse_idx" ON "lodging" USING btree ("horse_id","arrival");--> statement-breakpoint
CREATE INDEX "lodging_location_idx" ON "lodging" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "lodging_pension_idx" ON "lodging" USING btree ("pension_type_id");--> statement-breakpoint
ALTER TABLE "horse" ADD CONSTRAINT "horse_stallion_owner_id_customer_id_fk" FOREIGN KEY ("stallion_owner_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horse" ADD CONSTRAINT "horse_donor_mare_id_horse_id_fk" FOREIGN KEY ("donor_mare_id") REFERENCES "public"."horse"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horse" ADD CONSTRAINT "horse_passport_file_id_file_id_fk" FOREIGN KEY ("passport_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "horse_stallion_owner_idx" ON "horse" USING btree ("stallion_owner_id");--> statement-breakpoint
CREATE INDEX "horse_donor_mare_idx" ON "horse" USING btree ("donor_mare_id");--> statement-breakpoint
CREATE INDEX "horse_name_idx" ON "horse" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "horse_alive_name_idx" ON "horse" USING btree ("name","id") WHERE not "horse"."death";--> statement-breakpoint
CREATE INDEX "horse_type_name_idx" ON "horse" USING btree ("type","name","id");--> statement-breakpoint
CREATE INDEX "horse_surrogate_name_idx" ON "horse" USING btree ("name","id") WHERE "horse"."surrogate";--> statement-breakpoint
CREATE INDEX "horse_stud_name_idx" ON "horse" USING btree ("name","id") WHERE "horse"."stud_horse";--> statement-breakpoint
CREATE INDEX "horse_microchip_idx" ON "horse" USING btree ("microchip" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "horse_surrogate_uid_idx" ON "horse" USING btree ("surrogate_uid" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "horse_dob_idx" ON "horse" USING btree ("date_of_birth","id");--> statement-breakpoint
CREATE INDEX "horse_implanted_idx" ON "horse" USING btree ("embryo_implanted","id");--> statement-breakpoint
CREATE INDEX "horse_created_idx" ON "horse" USING btree ("created_at","id");