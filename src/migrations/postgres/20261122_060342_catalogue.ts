import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_accommodation_rate_plans_rate" AS ENUM('freeCancellation', 'nonRefundable');
  CREATE TYPE "public"."enum_products_activity_schedules_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_products_court_dur" AS ENUM('30', '45', '60', '90', '120');
  CREATE TYPE "public"."enum_products_court_opening_hours_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_products_ticket_opening_hours_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_products_kind" AS ENUM('accommodation', 'course', 'activity', 'court', 'ticket', 'giftcard', 'education');
  CREATE TYPE "public"."enum_products_court_assort" AS ENUM('INDOOR_TENNIS', 'INDOOR_PADEL', 'PICKLEBALL', 'BADMINTON', 'SQUASH', 'FLOORBALL');
  CREATE TYPE "public"."enum_products_ticket_age" AS ENUM('adult', 'child', 'smallChild');
  CREATE TYPE "public"."enum_categories_filters_dtype" AS ENUM('choice', 'number');
  CREATE TYPE "public"."enum_categories_kind" AS ENUM('accommodation', 'course', 'activity', 'court', 'ticket', 'giftcard', 'education');
  CREATE TABLE "products_filter_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"filter" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "products_bundle_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric DEFAULT 1 NOT NULL,
  	"product_id" integer NOT NULL
  );
  
  CREATE TABLE "products_accommodation_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_accommodation_amenities_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_accommodation_rate_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" "enum_products_accommodation_rate_plans_rate",
  	"price_percent" numeric DEFAULT 100
  );
  
  CREATE TABLE "products_accommodation_seasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"nightly" numeric,
  	"weekend_nightly" numeric,
  	"min_nights" numeric DEFAULT 1
  );
  
  CREATE TABLE "products_course_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"places" numeric,
  	"price" numeric
  );
  
  CREATE TABLE "products_activity_schedules_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_activity_schedules_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_activity_schedules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"valid_from" varchar,
  	"valid_to" varchar,
  	"places" numeric,
  	"start_times" varchar
  );
  
  CREATE TABLE "products_court_durations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_court_dur",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_court_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_court_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_court_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "products_court_courts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar
  );
  
  CREATE TABLE "products_court_courts_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_ticket_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_ticket_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_ticket_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "products_giftcard_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric
  );
  
  CREATE TABLE "products_education_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"price" numeric
  );
  
  CREATE TABLE "products_education_periods_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_products_kind" NOT NULL,
  	"schema" varchar,
  	"main_image_id" integer,
  	"tax_class_id" integer NOT NULL,
  	"erp_starting_price" numeric,
  	"page_id" integer,
  	"show_upsell" boolean DEFAULT false,
  	"accommodation_capacity" numeric,
  	"accommodation_check_in" varchar,
  	"accommodation_check_out" varchar,
  	"accommodation_online_check_in" boolean,
  	"activity_price" numeric,
  	"activity_duration_minutes" numeric,
  	"court_assortment_code" "enum_products_court_assort",
  	"court_hourly_price" numeric,
  	"court_step_minutes" numeric DEFAULT 30,
  	"ticket_age_group" "enum_products_ticket_age",
  	"ticket_price" numeric,
  	"ticket_pool" varchar,
  	"ticket_daily_capacity" numeric,
  	"giftcard_open_value" boolean,
  	"giftcard_open_min" numeric,
  	"giftcard_open_max" numeric,
  	"education_price" numeric,
  	"education_application_from" varchar,
  	"education_application_to" varchar,
  	"education_competence_points" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"marketing_name" varchar,
  	"short_description" varchar,
  	"description" varchar,
  	"accommodation_meals" varchar,
  	"accommodation_sleeping_type" varchar,
  	"course_programme" varchar,
  	"course_meals" varchar,
  	"course_accommodation" varchar,
  	"court_sport" varchar,
  	"education_length" varchar,
  	"education_degree_title" varchar,
  	"education_contact" varchar,
  	"education_start_time" varchar,
  	"education_implementation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "categories_filters_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"primary" boolean DEFAULT false,
  	"secondary" boolean DEFAULT false
  );
  
  CREATE TABLE "categories_filters_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "categories_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"data_type" "enum_categories_filters_dtype" DEFAULT 'choice' NOT NULL,
  	"equipment" boolean DEFAULT false
  );
  
  CREATE TABLE "categories_filters_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_categories_kind",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "units" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"capacity" numeric NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tax_classes_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"valid_from" varchar NOT NULL,
  	"basis_points" numeric NOT NULL
  );
  
  CREATE TABLE "tax_classes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "allocations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"resource" varchar NOT NULL,
  	"slot" varchar NOT NULL,
  	"product_code" varchar NOT NULL,
  	"ref" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "units_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tax_classes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "allocations_id" integer;
  ALTER TABLE "products_filter_values" ADD CONSTRAINT "products_filter_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_bundle_members" ADD CONSTRAINT "products_bundle_members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_bundle_members" ADD CONSTRAINT "products_bundle_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_accommodation_amenities" ADD CONSTRAINT "products_accommodation_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_accommodation_amenities_locales" ADD CONSTRAINT "products_accommodation_amenities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_accommodation_amenities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_accommodation_rate_plans" ADD CONSTRAINT "products_accommodation_rate_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_accommodation_seasons" ADD CONSTRAINT "products_accommodation_seasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_course_sessions" ADD CONSTRAINT "products_course_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_activity_schedules_days" ADD CONSTRAINT "products_activity_schedules_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products_activity_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_activity_schedules" ADD CONSTRAINT "products_activity_schedules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_court_durations" ADD CONSTRAINT "products_court_durations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_court_opening_hours_days" ADD CONSTRAINT "products_court_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products_court_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_court_opening_hours" ADD CONSTRAINT "products_court_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_court_courts" ADD CONSTRAINT "products_court_courts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_court_courts_locales" ADD CONSTRAINT "products_court_courts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_court_courts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_ticket_opening_hours_days" ADD CONSTRAINT "products_ticket_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products_ticket_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_ticket_opening_hours" ADD CONSTRAINT "products_ticket_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_giftcard_values" ADD CONSTRAINT "products_giftcard_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_education_periods" ADD CONSTRAINT "products_education_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_education_periods_locales" ADD CONSTRAINT "products_education_periods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_education_periods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_main_image_id_media_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_filters_options" ADD CONSTRAINT "categories_filters_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_filters_options_locales" ADD CONSTRAINT "categories_filters_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_filters_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_filters" ADD CONSTRAINT "categories_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_filters_locales" ADD CONSTRAINT "categories_filters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "units" ADD CONSTRAINT "units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tax_classes_rates" ADD CONSTRAINT "tax_classes_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_classes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_filter_values_order_idx" ON "products_filter_values" USING btree ("_order");
  CREATE INDEX "products_filter_values_parent_id_idx" ON "products_filter_values" USING btree ("_parent_id");
  CREATE INDEX "products_bundle_members_order_idx" ON "products_bundle_members" USING btree ("_order");
  CREATE INDEX "products_bundle_members_parent_id_idx" ON "products_bundle_members" USING btree ("_parent_id");
  CREATE INDEX "products_bundle_members_product_idx" ON "products_bundle_members" USING btree ("product_id");
  CREATE INDEX "products_accommodation_amenities_order_idx" ON "products_accommodation_amenities" USING btree ("_order");
  CREATE INDEX "products_accommodation_amenities_parent_id_idx" ON "products_accommodation_amenities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_accommodation_amenities_locales_locale_parent_id_un" ON "products_accommodation_amenities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_accommodation_rate_plans_order_idx" ON "products_accommodation_rate_plans" USING btree ("_order");
  CREATE INDEX "products_accommodation_rate_plans_parent_id_idx" ON "products_accommodation_rate_plans" USING btree ("_parent_id");
  CREATE INDEX "products_accommodation_seasons_order_idx" ON "products_accommodation_seasons" USING btree ("_order");
  CREATE INDEX "products_accommodation_seasons_parent_id_idx" ON "products_accommodation_seasons" USING btree ("_parent_id");
  CREATE INDEX "products_course_sessions_order_idx" ON "products_course_sessions" USING btree ("_order");
  CREATE INDEX "products_course_sessions_parent_id_idx" ON "products_course_sessions" USING btree ("_parent_id");
  CREATE INDEX "products_activity_schedules_days_order_idx" ON "products_activity_schedules_days" USING btree ("order");
  CREATE INDEX "products_activity_schedules_days_parent_idx" ON "products_activity_schedules_days" USING btree ("parent_id");
  CREATE INDEX "products_activity_schedules_order_idx" ON "products_activity_schedules" USING btree ("_order");
  CREATE INDEX "products_activity_schedules_parent_id_idx" ON "products_activity_schedules" USING btree ("_parent_id");
  CREATE INDEX "products_court_durations_order_idx" ON "products_court_durations" USING btree ("order");
  CREATE INDEX "products_court_durations_parent_idx" ON "products_court_durations" USING btree ("parent_id");
  CREATE INDEX "products_court_opening_hours_days_order_idx" ON "products_court_opening_hours_days" USING btree ("order");
  CREATE INDEX "products_court_opening_hours_days_parent_idx" ON "products_court_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "products_court_opening_hours_order_idx" ON "products_court_opening_hours" USING btree ("_order");
  CREATE INDEX "products_court_opening_hours_parent_id_idx" ON "products_court_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "products_court_courts_order_idx" ON "products_court_courts" USING btree ("_order");
  CREATE INDEX "products_court_courts_parent_id_idx" ON "products_court_courts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_court_courts_locales_locale_parent_id_unique" ON "products_court_courts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_ticket_opening_hours_days_order_idx" ON "products_ticket_opening_hours_days" USING btree ("order");
  CREATE INDEX "products_ticket_opening_hours_days_parent_idx" ON "products_ticket_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "products_ticket_opening_hours_order_idx" ON "products_ticket_opening_hours" USING btree ("_order");
  CREATE INDEX "products_ticket_opening_hours_parent_id_idx" ON "products_ticket_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "products_giftcard_values_order_idx" ON "products_giftcard_values" USING btree ("_order");
  CREATE INDEX "products_giftcard_values_parent_id_idx" ON "products_giftcard_values" USING btree ("_parent_id");
  CREATE INDEX "products_education_periods_order_idx" ON "products_education_periods" USING btree ("_order");
  CREATE INDEX "products_education_periods_parent_id_idx" ON "products_education_periods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_education_periods_locales_locale_parent_id_unique" ON "products_education_periods_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");
  CREATE INDEX "products_main_image_idx" ON "products" USING btree ("main_image_id");
  CREATE INDEX "products_tax_class_idx" ON "products" USING btree ("tax_class_id");
  CREATE INDEX "products_page_idx" ON "products" USING btree ("page_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "products_rels_categories_id_idx" ON "products_rels" USING btree ("categories_id");
  CREATE INDEX "categories_filters_options_order_idx" ON "categories_filters_options" USING btree ("_order");
  CREATE INDEX "categories_filters_options_parent_id_idx" ON "categories_filters_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "categories_filters_options_locales_locale_parent_id_unique" ON "categories_filters_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "categories_filters_order_idx" ON "categories_filters" USING btree ("_order");
  CREATE INDEX "categories_filters_parent_id_idx" ON "categories_filters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "categories_filters_locales_locale_parent_id_unique" ON "categories_filters_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "categories_code_idx" ON "categories" USING btree ("code");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "units_code_idx" ON "units" USING btree ("code");
  CREATE INDEX "units_product_idx" ON "units" USING btree ("product_id");
  CREATE INDEX "units_updated_at_idx" ON "units" USING btree ("updated_at");
  CREATE INDEX "units_created_at_idx" ON "units" USING btree ("created_at");
  CREATE INDEX "tax_classes_rates_order_idx" ON "tax_classes_rates" USING btree ("_order");
  CREATE INDEX "tax_classes_rates_parent_id_idx" ON "tax_classes_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tax_classes_code_idx" ON "tax_classes" USING btree ("code");
  CREATE INDEX "tax_classes_updated_at_idx" ON "tax_classes" USING btree ("updated_at");
  CREATE INDEX "tax_classes_created_at_idx" ON "tax_classes" USING btree ("created_at");
  CREATE INDEX "allocations_resource_idx" ON "allocations" USING btree ("resource");
  CREATE INDEX "allocations_ref_idx" ON "allocations" USING btree ("ref");
  CREATE INDEX "allocations_expires_at_idx" ON "allocations" USING btree ("expires_at");
  CREATE INDEX "allocations_updated_at_idx" ON "allocations" USING btree ("updated_at");
  CREATE INDEX "allocations_created_at_idx" ON "allocations" USING btree ("created_at");
  CREATE UNIQUE INDEX "resource_slot_idx" ON "allocations" USING btree ("resource","slot");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_units_fk" FOREIGN KEY ("units_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_classes_fk" FOREIGN KEY ("tax_classes_id") REFERENCES "public"."tax_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_allocations_fk" FOREIGN KEY ("allocations_id") REFERENCES "public"."allocations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_units_id_idx" ON "payload_locked_documents_rels" USING btree ("units_id");
  CREATE INDEX "payload_locked_documents_rels_tax_classes_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_classes_id");
  CREATE INDEX "payload_locked_documents_rels_allocations_id_idx" ON "payload_locked_documents_rels" USING btree ("allocations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_filter_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_bundle_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_accommodation_amenities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_accommodation_amenities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_accommodation_rate_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_accommodation_seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_course_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_activity_schedules_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_activity_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_court_durations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_court_opening_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_court_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_court_courts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_court_courts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_ticket_opening_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_ticket_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_giftcard_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_education_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_education_periods_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_filters_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_filters_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_filters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_classes_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "allocations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_filter_values" CASCADE;
  DROP TABLE "products_bundle_members" CASCADE;
  DROP TABLE "products_accommodation_amenities" CASCADE;
  DROP TABLE "products_accommodation_amenities_locales" CASCADE;
  DROP TABLE "products_accommodation_rate_plans" CASCADE;
  DROP TABLE "products_accommodation_seasons" CASCADE;
  DROP TABLE "products_course_sessions" CASCADE;
  DROP TABLE "products_activity_schedules_days" CASCADE;
  DROP TABLE "products_activity_schedules" CASCADE;
  DROP TABLE "products_court_durations" CASCADE;
  DROP TABLE "products_court_opening_hours_days" CASCADE;
  DROP TABLE "products_court_opening_hours" CASCADE;
  DROP TABLE "products_court_courts" CASCADE;
  DROP TABLE "products_court_courts_locales" CASCADE;
  DROP TABLE "products_ticket_opening_hours_days" CASCADE;
  DROP TABLE "products_ticket_opening_hours" CASCADE;
  DROP TABLE "products_giftcard_values" CASCADE;
  DROP TABLE "products_education_periods" CASCADE;
  DROP TABLE "products_education_periods_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "categories_filters_options" CASCADE;
  DROP TABLE "categories_filters_options_locales" CASCADE;
  DROP TABLE "categories_filters" CASCADE;
  DROP TABLE "categories_filters_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "units" CASCADE;
  DROP TABLE "tax_classes_rates" CASCADE;
  DROP TABLE "tax_classes" CASCADE;
  DROP TABLE "allocations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_units_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tax_classes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_allocations_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_units_id_idx";
  DROP INDEX "payload_locked_documents_rels_tax_classes_id_idx";
  DROP INDEX "payload_locked_documents_rels_allocations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "units_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tax_classes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "allocations_id";
  DROP TYPE "public"."enum_products_accommodation_rate_plans_rate";
  DROP TYPE "public"."enum_products_activity_schedules_days";
  DROP TYPE "public"."enum_products_court_dur";
  DROP TYPE "public"."enum_products_court_opening_hours_days";
  DROP TYPE "public"."enum_products_ticket_opening_hours_days";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_court_assort";
  DROP TYPE "public"."enum_products_ticket_age";
  DROP TYPE "public"."enum_categories_filters_dtype";
  DROP TYPE "public"."enum_categories_kind";`)
}
