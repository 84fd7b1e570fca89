ALTER TABLE "tariff_nodes" ADD COLUMN "name_en_src" text;--> statement-breakpoint
ALTER TABLE "tariff_nodes" ADD COLUMN "full_ru" text;--> statement-breakpoint
ALTER TABLE "tariff_nodes" ADD COLUMN "full_kk" text;--> statement-breakpoint
ALTER TABLE "tariff_nodes" ADD COLUMN "full_en" text;