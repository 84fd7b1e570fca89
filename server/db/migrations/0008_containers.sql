CREATE TABLE "container_owners" (
	"prefix" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"abbreviation" text
);
--> statement-breakpoint
CREATE TABLE "sanctioned_vessels" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"list_id" text NOT NULL,
	"name" text NOT NULL,
	"imo" text,
	"flag" text,
	"programs" text[] NOT NULL,
	"listed_on" text,
	"list_snapshot" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tnt_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"type_code" text NOT NULL,
	"classifier" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	"equipment_refs" text[] NOT NULL,
	"transport_call_id" text,
	"document_refs" text[] NOT NULL,
	"locode" text,
	"location_name" text,
	"lat" double precision,
	"lon" double precision,
	"mode_of_transport" text,
	"vessel_imo" text,
	"vessel_name" text,
	"voyage" text,
	"empty_indicator" text,
	"document_type" text,
	"reason" text,
	"source" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sanctioned_vessels_imo_idx" ON "sanctioned_vessels" USING btree ("imo");--> statement-breakpoint
CREATE INDEX "sanctioned_vessels_name_idx" ON "sanctioned_vessels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tnt_events_equipment_idx" ON "tnt_events" USING gin ("equipment_refs");--> statement-breakpoint
CREATE INDEX "tnt_events_documents_idx" ON "tnt_events" USING gin ("document_refs");--> statement-breakpoint
CREATE INDEX "tnt_events_call_idx" ON "tnt_events" USING btree ("transport_call_id");--> statement-breakpoint
CREATE INDEX "tnt_events_source_idx" ON "tnt_events" USING btree ("source","created_time");