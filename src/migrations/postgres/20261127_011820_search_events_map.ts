import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_events_mode" AS ENUM('upcoming', 'calendar');
  CREATE TYPE "public"."enum__pages_v_blocks_events_mode" AS ENUM('upcoming', 'calendar');
  CREATE TYPE "public"."enum_events_recurrence_byday" AS ENUM('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU');
  CREATE TYPE "public"."enum_events_recurrence_freq" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_recurrence_byday" AS ENUM('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU');
  CREATE TYPE "public"."enum__events_v_version_recurrence_freq" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('fi', 'en', 'sv');
  CREATE TYPE "public"."enum_map_points_tag" AS ENUM('accommodation', 'attraction', 'caddiemaster', 'cafe', 'equipmentRental', 'gamesArea', 'info', 'meetingRoom', 'outdoorActivity', 'parking', 'pointOfInterest', 'reception', 'restaurant', 'wellness', 'apartments', 'budget', 'cottages', 'hotels', 'conferenceRoom', 'other', 'spa');
  CREATE TYPE "public"."enum_map_points_link_ct" AS ENUM('standardPage', 'product', 'article');
  CREATE TABLE "pages_blocks_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum_pages_blocks_events_mode" DEFAULT 'upcoming',
  	"limit" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_site_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"mode" "enum__pages_v_blocks_events_mode" DEFAULT 'upcoming',
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_site_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "events_recurrence_byday" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_recurrence_byday",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"recurrence_freq" "enum_events_recurrence_freq",
  	"recurrence_interval" numeric,
  	"recurrence_count" numeric,
  	"recurrence_until" timestamp(3) with time zone,
  	"url" varchar,
  	"organizer_name" varchar,
  	"organizer_email" varchar,
  	"product_id" integer,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_events_v_version_recurrence_byday" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_recurrence_byday",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_start" timestamp(3) with time zone,
  	"version_end" timestamp(3) with time zone,
  	"version_recurrence_freq" "enum__events_v_version_recurrence_freq",
  	"version_recurrence_interval" numeric,
  	"version_recurrence_count" numeric,
  	"version_recurrence_until" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_organizer_name" varchar,
  	"version_organizer_email" varchar,
  	"version_product_id" integer,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "map_points" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" "enum_map_points_tag" NOT NULL,
  	"x" numeric NOT NULL,
  	"y" numeric NOT NULL,
  	"link_content_type" "enum_map_points_link_ct" DEFAULT 'standardPage' NOT NULL,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_article_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "map_points_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"opening_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "map_points_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  ALTER TABLE "pages_blocks_proximi_map" ADD COLUMN "plan_id" integer;
  ALTER TABLE "_pages_v_blocks_proximi_map" ADD COLUMN "plan_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_points_id" integer;
  ALTER TABLE "pages_blocks_events" ADD CONSTRAINT "pages_blocks_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_site_search" ADD CONSTRAINT "pages_blocks_site_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_events" ADD CONSTRAINT "_pages_v_blocks_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_site_search" ADD CONSTRAINT "_pages_v_blocks_site_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_recurrence_byday" ADD CONSTRAINT "events_recurrence_byday_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_recurrence_byday" ADD CONSTRAINT "_events_v_version_recurrence_byday_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_product_id_products_id_fk" FOREIGN KEY ("version_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map_points" ADD CONSTRAINT "map_points_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_points" ADD CONSTRAINT "map_points_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_points_locales" ADD CONSTRAINT "map_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."map_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map_points_rels" ADD CONSTRAINT "map_points_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."map_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map_points_rels" ADD CONSTRAINT "map_points_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_events_order_idx" ON "pages_blocks_events" USING btree ("_order");
  CREATE INDEX "pages_blocks_events_parent_id_idx" ON "pages_blocks_events" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_events_path_idx" ON "pages_blocks_events" USING btree ("_path");
  CREATE INDEX "pages_blocks_events_locale_idx" ON "pages_blocks_events" USING btree ("_locale");
  CREATE INDEX "pages_blocks_site_search_order_idx" ON "pages_blocks_site_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_site_search_parent_id_idx" ON "pages_blocks_site_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_site_search_path_idx" ON "pages_blocks_site_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_site_search_locale_idx" ON "pages_blocks_site_search" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_events_order_idx" ON "_pages_v_blocks_events" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_events_parent_id_idx" ON "_pages_v_blocks_events" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_events_path_idx" ON "_pages_v_blocks_events" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_events_locale_idx" ON "_pages_v_blocks_events" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_site_search_order_idx" ON "_pages_v_blocks_site_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_site_search_parent_id_idx" ON "_pages_v_blocks_site_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_site_search_path_idx" ON "_pages_v_blocks_site_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_site_search_locale_idx" ON "_pages_v_blocks_site_search" USING btree ("_locale");
  CREATE INDEX "events_recurrence_byday_order_idx" ON "events_recurrence_byday" USING btree ("order");
  CREATE INDEX "events_recurrence_byday_parent_idx" ON "events_recurrence_byday" USING btree ("parent_id");
  CREATE INDEX "events_start_idx" ON "events" USING btree ("start");
  CREATE INDEX "events_product_idx" ON "events" USING btree ("product_id");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_slug_idx" ON "events_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_tags_id_idx" ON "events_rels" USING btree ("tags_id");
  CREATE INDEX "_events_v_version_recurrence_byday_order_idx" ON "_events_v_version_recurrence_byday" USING btree ("order");
  CREATE INDEX "_events_v_version_recurrence_byday_parent_idx" ON "_events_v_version_recurrence_byday" USING btree ("parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_start_idx" ON "_events_v" USING btree ("version_start");
  CREATE INDEX "_events_v_version_version_product_idx" ON "_events_v" USING btree ("version_product_id");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_tags_id_idx" ON "_events_v_rels" USING btree ("tags_id");
  CREATE INDEX "map_points_tag_idx" ON "map_points" USING btree ("tag");
  CREATE INDEX "map_points_link_link_page_idx" ON "map_points" USING btree ("link_page_id");
  CREATE INDEX "map_points_link_link_article_idx" ON "map_points" USING btree ("link_article_id");
  CREATE INDEX "map_points_updated_at_idx" ON "map_points" USING btree ("updated_at");
  CREATE INDEX "map_points_created_at_idx" ON "map_points" USING btree ("created_at");
  CREATE UNIQUE INDEX "map_points_locales_locale_parent_id_unique" ON "map_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "map_points_rels_order_idx" ON "map_points_rels" USING btree ("order");
  CREATE INDEX "map_points_rels_parent_idx" ON "map_points_rels" USING btree ("parent_id");
  CREATE INDEX "map_points_rels_path_idx" ON "map_points_rels" USING btree ("path");
  CREATE INDEX "map_points_rels_pages_id_idx" ON "map_points_rels" USING btree ("pages_id");
  ALTER TABLE "pages_blocks_proximi_map" ADD CONSTRAINT "pages_blocks_proximi_map_plan_id_media_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proximi_map" ADD CONSTRAINT "_pages_v_blocks_proximi_map_plan_id_media_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_points_fk" FOREIGN KEY ("map_points_id") REFERENCES "public"."map_points"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_proximi_map_plan_idx" ON "pages_blocks_proximi_map" USING btree ("plan_id");
  CREATE INDEX "_pages_v_blocks_proximi_map_plan_idx" ON "_pages_v_blocks_proximi_map" USING btree ("plan_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_map_points_id_idx" ON "payload_locked_documents_rels" USING btree ("map_points_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_site_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_site_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_recurrence_byday" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_recurrence_byday" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_points_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_events" CASCADE;
  DROP TABLE "pages_blocks_site_search" CASCADE;
  DROP TABLE "_pages_v_blocks_events" CASCADE;
  DROP TABLE "_pages_v_blocks_site_search" CASCADE;
  DROP TABLE "events_recurrence_byday" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_recurrence_byday" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "map_points" CASCADE;
  DROP TABLE "map_points_locales" CASCADE;
  DROP TABLE "map_points_rels" CASCADE;
  ALTER TABLE "pages_blocks_proximi_map" DROP CONSTRAINT "pages_blocks_proximi_map_plan_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_proximi_map" DROP CONSTRAINT "_pages_v_blocks_proximi_map_plan_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_points_fk";
  
  DROP INDEX "pages_blocks_proximi_map_plan_idx";
  DROP INDEX "_pages_v_blocks_proximi_map_plan_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_map_points_id_idx";
  ALTER TABLE "pages_blocks_proximi_map" DROP COLUMN "plan_id";
  ALTER TABLE "_pages_v_blocks_proximi_map" DROP COLUMN "plan_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_points_id";
  DROP TYPE "public"."enum_pages_blocks_events_mode";
  DROP TYPE "public"."enum__pages_v_blocks_events_mode";
  DROP TYPE "public"."enum_events_recurrence_byday";
  DROP TYPE "public"."enum_events_recurrence_freq";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_recurrence_byday";
  DROP TYPE "public"."enum__events_v_version_recurrence_freq";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_map_points_tag";
  DROP TYPE "public"."enum_map_points_link_ct";`)
}
