import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_accessibility_feedback\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accessibility_feedback_order_idx\` ON \`pages_blocks_accessibility_feedback\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accessibility_feedback_parent_id_idx\` ON \`pages_blocks_accessibility_feedback\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accessibility_feedback_path_idx\` ON \`pages_blocks_accessibility_feedback\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accessibility_feedback_locale_idx\` ON \`pages_blocks_accessibility_feedback\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_order_idx\` ON \`pages_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_parent_id_idx\` ON \`pages_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_path_idx\` ON \`pages_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_locale_idx\` ON \`pages_blocks_newsletter\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cookie_policy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cookie_policy_order_idx\` ON \`pages_blocks_cookie_policy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cookie_policy_parent_id_idx\` ON \`pages_blocks_cookie_policy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cookie_policy_path_idx\` ON \`pages_blocks_cookie_policy\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cookie_policy_locale_idx\` ON \`pages_blocks_cookie_policy\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accessibility_feedback\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accessibility_feedback_order_idx\` ON \`_pages_v_blocks_accessibility_feedback\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accessibility_feedback_parent_id_idx\` ON \`_pages_v_blocks_accessibility_feedback\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accessibility_feedback_path_idx\` ON \`_pages_v_blocks_accessibility_feedback\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accessibility_feedback_locale_idx\` ON \`_pages_v_blocks_accessibility_feedback\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_order_idx\` ON \`_pages_v_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_parent_id_idx\` ON \`_pages_v_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_path_idx\` ON \`_pages_v_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_locale_idx\` ON \`_pages_v_blocks_newsletter\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cookie_policy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cookie_policy_order_idx\` ON \`_pages_v_blocks_cookie_policy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cookie_policy_parent_id_idx\` ON \`_pages_v_blocks_cookie_policy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cookie_policy_path_idx\` ON \`_pages_v_blocks_cookie_policy\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cookie_policy_locale_idx\` ON \`_pages_v_blocks_cookie_policy\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`accessibility_feedback\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`feedback\` text NOT NULL,
  	\`locale\` text,
  	\`page_url\` text,
  	\`handled\` integer DEFAULT false,
  	\`handled_at\` text,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`accessibility_feedback_handled_idx\` ON \`accessibility_feedback\` (\`handled\`);`)
  await db.run(sql`CREATE INDEX \`accessibility_feedback_updated_at_idx\` ON \`accessibility_feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accessibility_feedback_created_at_idx\` ON \`accessibility_feedback\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`company\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accessibility_feedback_id\` integer REFERENCES accessibility_feedback(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessibility_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`accessibility_feedback_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`forms_feedback_email\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`consent_policy_version\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`consent_tag_manager_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_accessibility_feedback\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cookie_policy\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accessibility_feedback\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cookie_policy\`;`)
  await db.run(sql`DROP TABLE \`accessibility_feedback\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`events_id\` integer,
  	\`map_points_id\` integer,
  	\`tags_id\` integer,
  	\`popups_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`units_id\` integer,
  	\`closures_id\` integer,
  	\`tax_classes_id\` integer,
  	\`allocations_id\` integer,
  	\`orders_id\` integer,
  	\`payments_id\` integer,
  	\`order_events_id\` integer,
  	\`discount_codes_id\` integer,
  	\`gift_cards_id\` integer,
  	\`gift_card_entries_id\` integer,
  	\`refunds_id\` integer,
  	\`test_terminal_payments_id\` integer,
  	\`customers_id\` integer,
  	\`customer_sessions_id\` integer,
  	\`customer_codes_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`rate_limits_id\` integer,
  	\`apartments_id\` integer,
  	\`homeowner_reservations_id\` integer,
  	\`homeowner_releases_id\` integer,
  	\`homeowner_co_users_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`map_points_id\`) REFERENCES \`map_points\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`units_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`closures_id\`) REFERENCES \`closures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_classes_id\`) REFERENCES \`tax_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`allocations_id\`) REFERENCES \`allocations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_events_id\`) REFERENCES \`order_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discount_codes_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_cards_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_card_entries_id\`) REFERENCES \`gift_card_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refunds_id\`) REFERENCES \`refunds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`test_terminal_payments_id\`) REFERENCES \`test_terminal_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_sessions_id\`) REFERENCES \`customer_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_codes_id\`) REFERENCES \`customer_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`apartments_id\`) REFERENCES \`apartments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`homeowner_reservations_id\`) REFERENCES \`homeowner_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`homeowner_releases_id\`) REFERENCES \`homeowner_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`homeowner_co_users_id\`) REFERENCES \`homeowner_co_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "events_id", "map_points_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "gift_card_entries_id", "refunds_id", "test_terminal_payments_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "apartments_id", "homeowner_reservations_id", "homeowner_releases_id", "homeowner_co_users_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "events_id", "map_points_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "gift_card_entries_id", "refunds_id", "test_terminal_payments_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "apartments_id", "homeowner_reservations_id", "homeowner_releases_id", "homeowner_co_users_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_map_points_id_idx\` ON \`payload_locked_documents_rels\` (\`map_points_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_units_id_idx\` ON \`payload_locked_documents_rels\` (\`units_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_closures_id_idx\` ON \`payload_locked_documents_rels\` (\`closures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_classes_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_classes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_allocations_id_idx\` ON \`payload_locked_documents_rels\` (\`allocations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_events_id_idx\` ON \`payload_locked_documents_rels\` (\`order_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_card_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_card_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refunds_id_idx\` ON \`payload_locked_documents_rels\` (\`refunds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_terminal_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`test_terminal_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_apartments_id_idx\` ON \`payload_locked_documents_rels\` (\`apartments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homeowner_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`homeowner_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homeowner_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`homeowner_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homeowner_co_users_id_idx\` ON \`payload_locked_documents_rels\` (\`homeowner_co_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` DROP COLUMN \`company\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` DROP COLUMN \`unsubscribed_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`forms_feedback_email\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`consent_policy_version\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`consent_tag_manager_id\`;`)
}
