CREATE TABLE "customs_posts" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"border" text,
	"lat" double precision,
	"lon" double precision,
	"hours" text,
	"source_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_terms" (
	"code" text PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"transport" text NOT NULL,
	"source_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_modes" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"group" text NOT NULL,
	"source_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_declarations" ADD COLUMN "transport_mode" text;--> statement-breakpoint
ALTER TABLE "trade_declarations" ADD COLUMN "delivery_terms" text;--> statement-breakpoint
ALTER TABLE "trade_declarations" ADD COLUMN "customs_post" text;