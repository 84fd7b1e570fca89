CREATE TABLE "data_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"dataset" text NOT NULL,
	"field" text NOT NULL,
	"was" text,
	"now" text,
	"effective_from" date,
	"act" text,
	"version" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_changes_once_idx" ON "data_changes" USING btree ("kind","ref","field","dataset","version");--> statement-breakpoint
CREATE INDEX "data_changes_ref_idx" ON "data_changes" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "data_changes_changed_at_idx" ON "data_changes" USING btree ("changed_at");