CREATE TABLE "search_result_item" (
	"search_type" text NOT NULL,
	"search_item" uuid NOT NULL,
	"views" integer NOT NULL,
	"last_viewed" timestamp with time zone NOT NULL,
	CONSTRAINT "search_result_item_search_type_search_item_pk" PRIMARY KEY("search_type","search_item")
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"field" text NOT NULL,
	"word" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "search_word_kind_valid" CHECK ("search_word"."kind" in ('customer', 'horse'))
);
--> statement-breakpoint
CREATE INDEX "search_result_item_views_idx" ON "search_result_item" USING btree ("views" DESC NULLS LAST,"last_viewed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_result_item_type_views_idx" ON "search_result_item" USING btree ("search_type","views" DESC NULLS LAST,"last_viewed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_result_item_recent_idx" ON "search_result_item" USING btree ("last_viewed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_result_item_type_recent_idx" ON "search_result_item" USING btree ("search_type","last_viewed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_word_prefix_idx" ON "search_word" USING btree ("word" text_pattern_ops,"name" text_pattern_ops,"kind","field","item_id");--> statement-breakpoint
CREATE INDEX "search_word_item_idx" ON "search_word" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "horse_owner_created_idx" ON "horse" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_first_name_idx" ON "customer" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "customer_company_idx" ON "customer" USING btree ("company","id");--> statement-breakpoint
CREATE INDEX "customer_city_idx" ON "customer" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "customer_created_idx" ON "customer" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "account_number_prefix_idx" ON "account" USING btree ("number" text_pattern_ops);