CREATE TABLE "alert_mails" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mailed_up_to" bigint DEFAULT 0 NOT NULL,
	"digest_day" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;