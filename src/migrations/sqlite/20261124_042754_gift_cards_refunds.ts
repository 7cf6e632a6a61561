import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_giftcard_designs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_giftcard_designs_order_idx\` ON \`products_giftcard_designs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_giftcard_designs_parent_id_idx\` ON \`products_giftcard_designs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_giftcard_designs_image_idx\` ON \`products_giftcard_designs\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_giftcard_designs_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_giftcard_designs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_giftcard_designs_locales_locale_parent_id_unique\` ON \`products_giftcard_designs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gift_card_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`card_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`state\` text,
  	\`order_id\` integer,
  	\`reason\` text,
  	\`staff_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`card_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gift_card_entries_card_idx\` ON \`gift_card_entries\` (\`card_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_card_entries_order_idx\` ON \`gift_card_entries\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_card_entries_staff_idx\` ON \`gift_card_entries\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_card_entries_updated_at_idx\` ON \`gift_card_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_card_entries_created_at_idx\` ON \`gift_card_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`refunds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`destination\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`payment_id\` integer,
  	\`card_id\` integer,
  	\`idempotency_key\` text NOT NULL,
  	\`attempt\` numeric DEFAULT 1 NOT NULL,
  	\`provider_stamp\` text,
  	\`provider_refund_id\` text,
  	\`lines\` text,
  	\`requested_by\` text NOT NULL,
  	\`staff_id\` integer,
  	\`reason\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`card_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`refunds_order_idx\` ON \`refunds\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_state_idx\` ON \`refunds\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`refunds_payment_idx\` ON \`refunds\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_card_idx\` ON \`refunds\` (\`card_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`refunds_idempotency_key_idx\` ON \`refunds\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`refunds_provider_stamp_idx\` ON \`refunds\` (\`provider_stamp\`);`)
  await db.run(sql`CREATE INDEX \`refunds_provider_refund_id_idx\` ON \`refunds\` (\`provider_refund_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_staff_idx\` ON \`refunds\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`refunds_updated_at_idx\` ON \`refunds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`refunds_created_at_idx\` ON \`refunds\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_gift_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`balance\` numeric DEFAULT 0 NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`origin\` text DEFAULT 'sale' NOT NULL,
  	\`order_id\` integer,
  	\`buyer_email\` text,
  	\`recipient_name\` text NOT NULL,
  	\`recipient_email\` text NOT NULL,
  	\`message\` text,
  	\`design_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`design_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gift_cards\`("id", "code", "value", "balance", "valid_until", "origin", "order_id", "buyer_email", "recipient_name", "recipient_email", "message", "design_id", "updated_at", "created_at") SELECT g."id", g."code", g."value", g."value", g."valid_until", 'sale', g."order_id", (SELECT o."email" FROM \`orders\` o WHERE o."id" = g."order_id"), g."recipient_name", g."recipient_email", g."message", NULL, g."updated_at", g."created_at" FROM \`gift_cards\` g;`)
  await db.run(sql`DROP TABLE \`gift_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_gift_cards\` RENAME TO \`gift_cards\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`gift_cards_code_idx\` ON \`gift_cards\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_valid_until_idx\` ON \`gift_cards\` (\`valid_until\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_order_idx\` ON \`gift_cards\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_buyer_email_idx\` ON \`gift_cards\` (\`buyer_email\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_design_idx\` ON \`gift_cards\` (\`design_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_updated_at_idx\` ON \`gift_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_created_at_idx\` ON \`gift_cards\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products_accommodation_rate_plans\` ADD \`cancel_days_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`course_cancel_days_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`activity_cancel_hours_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`court_cancel_hours_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`giftcard_validity_months\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`cancel_policy\` text;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`cancel_until\` text;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`cancelled_at\` text;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`refunded\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`allocations\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`gift_card_total\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gift_card_entries_id\` integer REFERENCES gift_card_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`refunds_id\` integer REFERENCES refunds(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_card_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_card_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refunds_id_idx\` ON \`payload_locked_documents_rels\` (\`refunds_id\`);`)
  // Cards issued before the ledger existed start it with their issue entry (their balance is their value, above).
  await db.run(sql`INSERT INTO \`gift_card_entries\` ("card_id", "kind", "amount", "order_id", "updated_at", "created_at") SELECT "id", 'issue', "value", "order_id", "created_at", "created_at" FROM \`gift_cards\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_giftcard_designs\`;`)
  await db.run(sql`DROP TABLE \`products_giftcard_designs_locales\`;`)
  await db.run(sql`DROP TABLE \`gift_card_entries\`;`)
  await db.run(sql`DROP TABLE \`refunds\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_gift_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`recipient_name\` text NOT NULL,
  	\`recipient_email\` text NOT NULL,
  	\`message\` text,
  	\`valid_until\` text NOT NULL,
  	\`redeemed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_gift_cards\`("id", "code", "order_id", "value", "recipient_name", "recipient_email", "message", "valid_until", "redeemed", "updated_at", "created_at") SELECT "id", "code", "order_id", "value", "recipient_name", "recipient_email", "message", "valid_until", "redeemed", "updated_at", "created_at" FROM \`gift_cards\`;`)
  await db.run(sql`DROP TABLE \`gift_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_gift_cards\` RENAME TO \`gift_cards\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`gift_cards_code_idx\` ON \`gift_cards\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_order_idx\` ON \`gift_cards\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_updated_at_idx\` ON \`gift_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_created_at_idx\` ON \`gift_cards\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "test_terminal_payments_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "apartments_id", "homeowner_reservations_id", "homeowner_releases_id", "homeowner_co_users_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "test_terminal_payments_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "apartments_id", "homeowner_reservations_id", "homeowner_releases_id", "homeowner_co_users_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
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
  await db.run(sql`ALTER TABLE \`products_accommodation_rate_plans\` DROP COLUMN \`cancel_days_before\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`course_cancel_days_before\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`activity_cancel_hours_before\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`court_cancel_hours_before\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`giftcard_validity_months\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`cancel_policy\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`cancel_until\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`cancelled_at\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`refunded\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`allocations\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`gift_card_total\`;`)
}
