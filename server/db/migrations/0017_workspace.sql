CREATE TABLE "code_group_items" (
	"group_id" text NOT NULL,
	"code" text NOT NULL,
	"seq" bigserial NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_group_items_group_id_code_pk" PRIMARY KEY("group_id","code")
);
--> statement-breakpoint
CREATE TABLE "code_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_group_items" ADD CONSTRAINT "code_group_items_group_id_code_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."code_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_groups" ADD CONSTRAINT "code_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_group_items_seq_idx" ON "code_group_items" USING btree ("group_id","seq");--> statement-breakpoint
CREATE INDEX "code_groups_user_idx" ON "code_groups" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "code_groups_share_token_idx" ON "code_groups" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "user_notes_thing_idx" ON "user_notes" USING btree ("user_id","kind","ref");--> statement-breakpoint
CREATE INDEX "user_notes_user_updated_idx" ON "user_notes" USING btree ("user_id","updated_at");