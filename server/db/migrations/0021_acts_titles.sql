ALTER TABLE "tariff_acts" ADD COLUMN "title_kk" text;--> statement-breakpoint
ALTER TABLE "tariff_acts" ADD COLUMN "title_en" text;