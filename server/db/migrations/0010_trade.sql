CREATE TABLE "exchange_rates_annual" (
	"year" integer NOT NULL,
	"currency" text NOT NULL,
	"kzt_per_unit" double precision NOT NULL,
	"months_covered" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "exchange_rates_annual_year_currency_pk" PRIMARY KEY("year","currency")
);
--> statement-breakpoint
CREATE TABLE "hs_nomenclature" (
	"hs_code" text PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"parent" text,
	"chapter" text NOT NULL,
	"section" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_sections" (
	"section" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"chapters" text[] NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_annual_totals" (
	"year" integer PRIMARY KEY NOT NULL,
	"months_covered" integer NOT NULL,
	"exports_million_usd" double precision NOT NULL,
	"imports_million_usd" double precision NOT NULL,
	"turnover_million_usd" double precision NOT NULL,
	"balance_million_usd" double precision NOT NULL,
	"complete_year" boolean NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" text,
	"period" text NOT NULL,
	"year" integer NOT NULL,
	"flow" text NOT NULL,
	"bin" text NOT NULL,
	"company_name" text NOT NULL,
	"region" text NOT NULL,
	"partner_iso2" text NOT NULL,
	"code" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"net_weight_kg" double precision,
	"quantity" double precision,
	"unit" text,
	"demo" boolean NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_monthly_totals" (
	"period" text PRIMARY KEY NOT NULL,
	"exports_thousand_usd" double precision NOT NULL,
	"imports_thousand_usd" double precision NOT NULL,
	"turnover_thousand_usd" double precision NOT NULL,
	"balance_thousand_usd" double precision NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_partner_annual" (
	"partner_iso2" text NOT NULL,
	"partner_iso3" text NOT NULL,
	"year" integer NOT NULL,
	"exports_musd" double precision,
	"imports_musd" double precision,
	"source" text NOT NULL,
	CONSTRAINT "trade_partner_annual_partner_iso2_year_pk" PRIMARY KEY("partner_iso2","year")
);
--> statement-breakpoint
CREATE TABLE "trade_partner_avg" (
	"partner_iso2" text PRIMARY KEY NOT NULL,
	"partner_iso3" text NOT NULL,
	"exports_musd_avg" double precision NOT NULL,
	"imports_musd_avg" double precision NOT NULL,
	"turnover_musd_avg" double precision NOT NULL,
	"eaeu_member" boolean NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trade_declarations_flow_year_idx" ON "trade_declarations" USING btree ("flow","year");--> statement-breakpoint
CREATE INDEX "trade_declarations_bin_idx" ON "trade_declarations" USING btree ("bin");--> statement-breakpoint
CREATE INDEX "trade_declarations_source_idx" ON "trade_declarations" USING btree ("source");