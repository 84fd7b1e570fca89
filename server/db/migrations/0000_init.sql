CREATE TABLE "abbreviations" (
	"abbr" text PRIMARY KEY NOT NULL,
	"meaning_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"chapter" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"source_pdf" text,
	"amended_as_of" text
);
--> statement-breakpoint
CREATE TABLE "chpl" (
	"hs6" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"tier_name" text NOT NULL,
	"hs_description" text,
	"jurisdictions" text[] NOT NULL,
	"list_version" text,
	"eu_legal_reference" text
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso2" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"iso_numeric" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"eaeu_member" boolean NOT NULL,
	"eaeu_member_since" text,
	"label_lon" double precision,
	"label_lat" double precision
);
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"dataset" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"rate_raw" text NOT NULL,
	"rate_type" text NOT NULL,
	"adval_pct" double precision,
	"spec_amount" double precision,
	"spec_currency" text,
	"spec_per_qty" double precision,
	"spec_per_unit" text,
	"alt_adval_pct" double precision,
	"ett_notes" text[] DEFAULT '{}' NOT NULL,
	"unit" text
);
--> statement-breakpoint
CREATE TABLE "ett_notes" (
	"note_id" text PRIMARY KEY NOT NULL,
	"text_ru" text,
	"status" text NOT NULL,
	"rate_raw" text,
	"rate_type" text,
	"adval_pct" double precision,
	"spec_amount" double precision,
	"spec_currency" text,
	"spec_per_qty" double precision,
	"spec_per_unit" text,
	"valid_from" text,
	"valid_to" text,
	"member_state_scope" text
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"kzt_per_unit" double precision NOT NULL,
	CONSTRAINT "exchange_rates_period_currency_pk" PRIMARY KEY("period","currency")
);
--> statement-breakpoint
CREATE TABLE "kz_regions" (
	"iso" text PRIMARY KEY NOT NULL,
	"iso_legacy" text,
	"kato_prefix" text NOT NULL,
	"type" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"admin_center_ru" text,
	"admin_center_en" text,
	"label_lon" double precision,
	"label_lat" double precision,
	"area_km2" double precision,
	"geometry" jsonb
);
--> statement-breakpoint
CREATE TABLE "mci" (
	"effective_from" text PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"kzt" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanction_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction" text NOT NULL,
	"legal_act" text NOT NULL,
	"consolidated_version" text,
	"annex" text NOT NULL,
	"annex_title" text,
	"articles" text,
	"measure" text NOT NULL,
	"measure_description" text,
	"cn_code" text NOT NULL,
	"code_digits" integer NOT NULL,
	"is_ex" boolean NOT NULL,
	"hs_description" text,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "tariff_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text,
	"code_fmt" text,
	"kind" text NOT NULL,
	"digits" integer NOT NULL,
	"parent_id" text,
	"parent_code" text,
	"section" text NOT NULL,
	"chapter" text,
	"dash" integer,
	"name_ru" text NOT NULL,
	"name_en" text,
	"name_kk" text,
	"path_ru" text,
	"unit" text,
	"unit_okei" text,
	"plus" boolean DEFAULT false NOT NULL,
	"tnved_notes" text[] DEFAULT '{}' NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"has_children" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_ru" text,
	"text_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tnved_footnotes" (
	"note_id" text PRIMARY KEY NOT NULL,
	"text_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"okei_code" text,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unlocodes" (
	"locode" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"name_ascii" text,
	"subdivision" text,
	"status" text,
	"function" text,
	"iata" text,
	"lat" double precision,
	"lon" double precision
);
--> statement-breakpoint
CREATE INDEX "sanction_codes_cn_idx" ON "sanction_codes" USING btree ("cn_code");--> statement-breakpoint
CREATE INDEX "tariff_nodes_parent_idx" ON "tariff_nodes" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "tariff_nodes_code_idx" ON "tariff_nodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "unlocodes_country_idx" ON "unlocodes" USING btree ("country");