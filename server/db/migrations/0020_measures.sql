CREATE TABLE "measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code_prefix" text NOT NULL,
	"excluded_prefixes" text[] NOT NULL,
	"origins" text[] NOT NULL,
	"exporter" text,
	"rate" text NOT NULL,
	"document" text,
	"act_number" text NOT NULL,
	"act_date" text NOT NULL,
	"act_body" text NOT NULL,
	"source_url" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text
);
--> statement-breakpoint
CREATE INDEX "measures_code_prefix_idx" ON "measures" USING btree ("code_prefix");