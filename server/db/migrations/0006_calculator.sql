CREATE TABLE "customs_fees" (
	"fee_id" text PRIMARY KEY NOT NULL,
	"operation_ru" text NOT NULL,
	"operation_en" text NOT NULL,
	"rate_value" double precision,
	"rate_unit" text,
	"rate_basis" text,
	"valid_from" text,
	"valid_to" text,
	"legal_basis" text,
	"source_url" text,
	"source_type" text,
	"verification" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "exchange_rates_daily" (
	"day" text NOT NULL,
	"currency" text NOT NULL,
	"kzt_per_unit" double precision NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_daily_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "user_calculations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"code" text NOT NULL,
	"total_kzt" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_calculations" ADD CONSTRAINT "user_calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_calculations_user_created_idx" ON "user_calculations" USING btree ("user_id","created_at");