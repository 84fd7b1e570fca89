CREATE TABLE "sanction_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"list" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"matched" text NOT NULL,
	"is_alias" boolean NOT NULL,
	"programs" text[] NOT NULL,
	"listed_on" text,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanction_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction" text NOT NULL,
	"source_list" text NOT NULL,
	"period_type" text NOT NULL,
	"period" text NOT NULL,
	"target_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" integer NOT NULL,
	"scope" text,
	"notes" text
);
--> statement-breakpoint
CREATE INDEX "sanction_names_key_trgm_idx" ON "sanction_names" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sanction_names_entry_idx" ON "sanction_names" USING btree ("entry_id");