CREATE TABLE "excise_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"goods_ru" text NOT NULL,
	"goods_en" text,
	"hs_scope" text NOT NULL,
	"hs_scope_basis" text,
	"scope" jsonb,
	"taxable_event" text,
	"rate_value" double precision,
	"rate_unit" text,
	"rate_type" text NOT NULL,
	"valid_from" text,
	"valid_to" text,
	"note" text,
	"legal_basis" text,
	"source_url" text,
	"source_type" text,
	"verification" text
);
--> statement-breakpoint
CREATE TABLE "export_duty_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"goods_ru" text NOT NULL,
	"goods_en" text,
	"hs_scope" text NOT NULL,
	"hs_scope_basis" text,
	"scope" jsonb,
	"rate_raw" text,
	"rate_type" text NOT NULL,
	"adval_pct" double precision,
	"spec_amount" double precision,
	"spec_currency" text,
	"spec_per_qty" double precision,
	"spec_per_unit" text,
	"season_from" text,
	"season_to" text,
	"valid_from" text,
	"valid_to" text,
	"note" text,
	"legal_basis" text,
	"source_url" text,
	"source_type" text,
	"verification" text
);
--> statement-breakpoint
CREATE TABLE "fiscal_reference" (
	"id" integer PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"item" text NOT NULL,
	"value" double precision,
	"unit" text,
	"valid_from" text,
	"valid_to" text,
	"legal_basis" text,
	"source_url" text,
	"source_type" text,
	"verification" text
);
--> statement-breakpoint
CREATE TABLE "preference_countries" (
	"iso2" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"status" text NOT NULL,
	"status_since" text,
	"previous_status" text,
	"legal_act" text,
	"source_url" text,
	"verification" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "preference_rules" (
	"rule_id" text PRIMARY KEY NOT NULL,
	"beneficiary_category" text NOT NULL,
	"duty_treatment" text NOT NULL,
	"duty_factor_of_ett" double precision,
	"goods_scope" text,
	"conditions" text,
	"valid_from" text,
	"note" text,
	"legal_basis" text,
	"source_url" text,
	"source_type" text,
	"verification" text
);
--> statement-breakpoint
CREATE TABLE "tariff_acts" (
	"act_id" text PRIMARY KEY NOT NULL,
	"jurisdiction" text NOT NULL,
	"body" text,
	"act_type" text,
	"number" text,
	"date" text,
	"title" text NOT NULL,
	"topic" text,
	"in_force_from" text,
	"status" text,
	"related_acts" text,
	"source_url" text,
	"source_type" text,
	"verification" text
);
--> statement-breakpoint
CREATE TABLE "vat_items" (
	"item" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	"valid_from" text,
	"valid_to" text,
	"scope" text,
	"note" text,
	"legal_basis" text,
	"source_url" text,
	"source_type" text,
	"verification" text
);
