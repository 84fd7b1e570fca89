CREATE TABLE "search_docs" (
	"node_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"digits" integer NOT NULL,
	"heading" text NOT NULL,
	"ancestors" text[] NOT NULL,
	"position" integer NOT NULL,
	"tsv_ru" "tsvector" NOT NULL,
	"tsv_en" "tsvector" NOT NULL,
	"trgm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"skeleton" text NOT NULL,
	"lang" text NOT NULL,
	"prefix" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL,
	"skeleton" text NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_docs_tsv_ru_idx" ON "search_docs" USING gin ("tsv_ru");--> statement-breakpoint
CREATE INDEX "search_docs_tsv_en_idx" ON "search_docs" USING gin ("tsv_en");--> statement-breakpoint
CREATE INDEX "search_docs_trgm_idx" ON "search_docs" USING gin ("trgm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_docs_code_idx" ON "search_docs" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_synonyms_key_trgm_idx" ON "search_synonyms" USING gin ("term_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_synonyms_skeleton_idx" ON "search_synonyms" USING btree ("skeleton");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "search_words_skeleton_idx" ON "search_words" USING btree ("skeleton");