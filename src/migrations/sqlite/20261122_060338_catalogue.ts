import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_filter_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`filter\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_filter_values_order_idx\` ON \`products_filter_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_filter_values_parent_id_idx\` ON \`products_filter_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_bundle_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric DEFAULT 1 NOT NULL,
  	\`product_id\` integer NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_bundle_members_order_idx\` ON \`products_bundle_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_bundle_members_parent_id_idx\` ON \`products_bundle_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_bundle_members_product_idx\` ON \`products_bundle_members\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`products_accommodation_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_accommodation_amenities_order_idx\` ON \`products_accommodation_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_accommodation_amenities_parent_id_idx\` ON \`products_accommodation_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_accommodation_amenities_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_accommodation_amenities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_accommodation_amenities_locales_locale_parent_id_un\` ON \`products_accommodation_amenities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_accommodation_rate_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`price_percent\` numeric DEFAULT 100,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_accommodation_rate_plans_order_idx\` ON \`products_accommodation_rate_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_accommodation_rate_plans_parent_id_idx\` ON \`products_accommodation_rate_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_accommodation_seasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`nightly\` numeric,
  	\`weekend_nightly\` numeric,
  	\`min_nights\` numeric DEFAULT 1,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_accommodation_seasons_order_idx\` ON \`products_accommodation_seasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_accommodation_seasons_parent_id_idx\` ON \`products_accommodation_seasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_course_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`places\` numeric,
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_course_sessions_order_idx\` ON \`products_course_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_course_sessions_parent_id_idx\` ON \`products_course_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_activity_schedules_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products_activity_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_activity_schedules_days_order_idx\` ON \`products_activity_schedules_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_activity_schedules_days_parent_idx\` ON \`products_activity_schedules_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_activity_schedules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`valid_from\` text,
  	\`valid_to\` text,
  	\`places\` numeric,
  	\`start_times\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_activity_schedules_order_idx\` ON \`products_activity_schedules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_activity_schedules_parent_id_idx\` ON \`products_activity_schedules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_court_durations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_court_durations_order_idx\` ON \`products_court_durations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_court_durations_parent_idx\` ON \`products_court_durations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_court_opening_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products_court_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_court_opening_hours_days_order_idx\` ON \`products_court_opening_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_court_opening_hours_days_parent_idx\` ON \`products_court_opening_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_court_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_court_opening_hours_order_idx\` ON \`products_court_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_court_opening_hours_parent_id_idx\` ON \`products_court_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_court_courts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_court_courts_order_idx\` ON \`products_court_courts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_court_courts_parent_id_idx\` ON \`products_court_courts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_court_courts_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_court_courts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_court_courts_locales_locale_parent_id_unique\` ON \`products_court_courts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_ticket_opening_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products_ticket_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_ticket_opening_hours_days_order_idx\` ON \`products_ticket_opening_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_ticket_opening_hours_days_parent_idx\` ON \`products_ticket_opening_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_ticket_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_ticket_opening_hours_order_idx\` ON \`products_ticket_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_ticket_opening_hours_parent_id_idx\` ON \`products_ticket_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_giftcard_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_giftcard_values_order_idx\` ON \`products_giftcard_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_giftcard_values_parent_id_idx\` ON \`products_giftcard_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_education_periods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_education_periods_order_idx\` ON \`products_education_periods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_education_periods_parent_id_idx\` ON \`products_education_periods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_education_periods_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_education_periods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_education_periods_locales_locale_parent_id_unique\` ON \`products_education_periods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`schema\` text,
  	\`main_image_id\` integer,
  	\`tax_class_id\` integer NOT NULL,
  	\`erp_starting_price\` numeric,
  	\`page_id\` integer,
  	\`show_upsell\` integer DEFAULT false,
  	\`accommodation_capacity\` numeric,
  	\`accommodation_check_in\` text,
  	\`accommodation_check_out\` text,
  	\`accommodation_online_check_in\` integer,
  	\`activity_price\` numeric,
  	\`activity_duration_minutes\` numeric,
  	\`court_assortment_code\` text,
  	\`court_hourly_price\` numeric,
  	\`court_step_minutes\` numeric DEFAULT 30,
  	\`ticket_age_group\` text,
  	\`ticket_price\` numeric,
  	\`ticket_pool\` text,
  	\`ticket_daily_capacity\` numeric,
  	\`giftcard_open_value\` integer,
  	\`giftcard_open_min\` numeric,
  	\`giftcard_open_max\` numeric,
  	\`education_price\` numeric,
  	\`education_application_from\` text,
  	\`education_application_to\` text,
  	\`education_competence_points\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tax_class_id\`) REFERENCES \`tax_classes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_code_idx\` ON \`products\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`products_main_image_idx\` ON \`products\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_tax_class_idx\` ON \`products\` (\`tax_class_id\`);`)
  await db.run(sql`CREATE INDEX \`products_page_idx\` ON \`products\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text NOT NULL,
  	\`marketing_name\` text,
  	\`short_description\` text,
  	\`description\` text,
  	\`accommodation_meals\` text,
  	\`accommodation_sleeping_type\` text,
  	\`course_programme\` text,
  	\`course_meals\` text,
  	\`course_accommodation\` text,
  	\`court_sport\` text,
  	\`education_length\` text,
  	\`education_degree_title\` text,
  	\`education_contact\` text,
  	\`education_start_time\` text,
  	\`education_implementation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_categories_id_idx\` ON \`products_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_filters_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`primary\` integer DEFAULT false,
  	\`secondary\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_filters_options_order_idx\` ON \`categories_filters_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_filters_options_parent_id_idx\` ON \`categories_filters_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_filters_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories_filters_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_filters_options_locales_locale_parent_id_unique\` ON \`categories_filters_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`data_type\` text DEFAULT 'choice' NOT NULL,
  	\`equipment\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_filters_order_idx\` ON \`categories_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_filters_parent_id_idx\` ON \`categories_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_filters_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_filters_locales_locale_parent_id_unique\` ON \`categories_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_code_idx\` ON \`categories\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`units\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`capacity\` numeric NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`units_code_idx\` ON \`units\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`units_product_idx\` ON \`units\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`units_updated_at_idx\` ON \`units\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`units_created_at_idx\` ON \`units\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tax_classes_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`valid_from\` text NOT NULL,
  	\`basis_points\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tax_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_classes_rates_order_idx\` ON \`tax_classes_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tax_classes_rates_parent_id_idx\` ON \`tax_classes_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_classes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tax_classes_code_idx\` ON \`tax_classes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`tax_classes_updated_at_idx\` ON \`tax_classes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tax_classes_created_at_idx\` ON \`tax_classes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`allocations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`resource\` text NOT NULL,
  	\`slot\` text NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`ref\` text NOT NULL,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`allocations_resource_idx\` ON \`allocations\` (\`resource\`);`)
  await db.run(sql`CREATE INDEX \`allocations_ref_idx\` ON \`allocations\` (\`ref\`);`)
  await db.run(sql`CREATE INDEX \`allocations_expires_at_idx\` ON \`allocations\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`allocations_updated_at_idx\` ON \`allocations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`allocations_created_at_idx\` ON \`allocations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`resource_slot_idx\` ON \`allocations\` (\`resource\`,\`slot\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`categories_id\` integer REFERENCES categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`units_id\` integer REFERENCES units(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tax_classes_id\` integer REFERENCES tax_classes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`allocations_id\` integer REFERENCES allocations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_units_id_idx\` ON \`payload_locked_documents_rels\` (\`units_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_classes_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_classes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_allocations_id_idx\` ON \`payload_locked_documents_rels\` (\`allocations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_filter_values\`;`)
  await db.run(sql`DROP TABLE \`products_bundle_members\`;`)
  await db.run(sql`DROP TABLE \`products_accommodation_amenities\`;`)
  await db.run(sql`DROP TABLE \`products_accommodation_amenities_locales\`;`)
  await db.run(sql`DROP TABLE \`products_accommodation_rate_plans\`;`)
  await db.run(sql`DROP TABLE \`products_accommodation_seasons\`;`)
  await db.run(sql`DROP TABLE \`products_course_sessions\`;`)
  await db.run(sql`DROP TABLE \`products_activity_schedules_days\`;`)
  await db.run(sql`DROP TABLE \`products_activity_schedules\`;`)
  await db.run(sql`DROP TABLE \`products_court_durations\`;`)
  await db.run(sql`DROP TABLE \`products_court_opening_hours_days\`;`)
  await db.run(sql`DROP TABLE \`products_court_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`products_court_courts\`;`)
  await db.run(sql`DROP TABLE \`products_court_courts_locales\`;`)
  await db.run(sql`DROP TABLE \`products_ticket_opening_hours_days\`;`)
  await db.run(sql`DROP TABLE \`products_ticket_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`products_giftcard_values\`;`)
  await db.run(sql`DROP TABLE \`products_education_periods\`;`)
  await db.run(sql`DROP TABLE \`products_education_periods_locales\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`categories_filters_options\`;`)
  await db.run(sql`DROP TABLE \`categories_filters_options_locales\`;`)
  await db.run(sql`DROP TABLE \`categories_filters\`;`)
  await db.run(sql`DROP TABLE \`categories_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`units\`;`)
  await db.run(sql`DROP TABLE \`tax_classes_rates\`;`)
  await db.run(sql`DROP TABLE \`tax_classes\`;`)
  await db.run(sql`DROP TABLE \`allocations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`tags_id\` integer,
  	\`popups_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
