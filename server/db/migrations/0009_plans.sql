CREATE TABLE "card_openings" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"importer_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_openings_user_id_month_importer_id_pk" PRIMARY KEY("user_id","month","importer_id")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_kzt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_openings" ADD CONSTRAINT "card_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_openings_user_opened_idx" ON "card_openings" USING btree ("user_id","opened_at");