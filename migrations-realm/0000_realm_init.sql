CREATE TABLE "battle_events" (
	"revision_id" text NOT NULL,
	"seq" integer NOT NULL,
	"event" jsonb NOT NULL,
	"recorded_at" bigint NOT NULL,
	CONSTRAINT "battle_events_revision_id_seq_pk" PRIMARY KEY("revision_id","seq")
);
--> statement-breakpoint
CREATE TABLE "battle_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"battle_id" text NOT NULL,
	"revision" integer NOT NULL,
	"publication_id" text NOT NULL,
	"name" text NOT NULL,
	"system" text NOT NULL,
	"setup" jsonb NOT NULL,
	"rulings" jsonb NOT NULL,
	"sides" jsonb NOT NULL,
	"notes" text,
	"diary" jsonb,
	"summary" jsonb NOT NULL,
	"event_count" integer NOT NULL,
	"content_hash" text NOT NULL,
	"played_at" bigint,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_revisions_publication_id_unique" UNIQUE("publication_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"realm_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "groups_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"source_ref" text NOT NULL,
	"header" jsonb NOT NULL,
	"total_events" integer NOT NULL,
	"revision_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realm_battles" (
	"id" text PRIMARY KEY NOT NULL,
	"realm_id" text NOT NULL,
	"group_id" text NOT NULL,
	"source_ref" text NOT NULL,
	"system" text NOT NULL,
	"latest_revision" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realms" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "staged_events" (
	"publication_id" text NOT NULL,
	"seq" integer NOT NULL,
	"event" jsonb NOT NULL,
	"recorded_at" bigint NOT NULL,
	CONSTRAINT "staged_events_publication_id_seq_pk" PRIMARY KEY("publication_id","seq")
);
--> statement-breakpoint
ALTER TABLE "battle_events" ADD CONSTRAINT "battle_events_revision_id_battle_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."battle_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_revisions" ADD CONSTRAINT "battle_revisions_battle_id_realm_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."realm_battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realm_battles" ADD CONSTRAINT "realm_battles_realm_id_realms_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."realms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realm_battles" ADD CONSTRAINT "realm_battles_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_events" ADD CONSTRAINT "staged_events_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_revisions_battle_idx" ON "battle_revisions" USING btree ("battle_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_realm_name_idx" ON "groups" USING btree ("realm_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "realm_battles_source_idx" ON "realm_battles" USING btree ("group_id","source_ref");--> statement-breakpoint
CREATE INDEX "realm_battles_realm_idx" ON "realm_battles" USING btree ("realm_id","updated_at");