import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`apartments_own_periods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`slot_days\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`apartments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`apartments_own_periods_order_idx\` ON \`apartments_own_periods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`apartments_own_periods_parent_id_idx\` ON \`apartments_own_periods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`apartments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`unit_id\` integer NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`agreement\` integer DEFAULT false,
  	\`agreement_from\` text,
  	\`agreement_to\` text,
  	\`revenue_share_percent\` numeric DEFAULT 50 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`units\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`apartments_unit_idx\` ON \`apartments\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`apartments_owner_idx\` ON \`apartments\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`apartments_updated_at_idx\` ON \`apartments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`apartments_created_at_idx\` ON \`apartments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`homeowner_reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`apartment_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`slot_id\` text,
  	\`guests\` numeric,
  	\`created_by_id\` integer NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`additional_info\` text,
  	\`send_copy\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`apartment_id\`) REFERENCES \`apartments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`homeowner_reservations_apartment_idx\` ON \`homeowner_reservations\` (\`apartment_id\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_reservations_created_by_idx\` ON \`homeowner_reservations\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_reservations_updated_at_idx\` ON \`homeowner_reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_reservations_created_at_idx\` ON \`homeowner_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`homeowner_releases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`apartment_id\` integer NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`created_by_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`apartment_id\`) REFERENCES \`apartments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`homeowner_releases_apartment_idx\` ON \`homeowner_releases\` (\`apartment_id\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_releases_created_by_idx\` ON \`homeowner_releases\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_releases_updated_at_idx\` ON \`homeowner_releases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_releases_created_at_idx\` ON \`homeowner_releases\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`homeowner_co_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`apartment_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`rights\` text DEFAULT 'view' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`apartment_id\`) REFERENCES \`apartments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`homeowner_co_users_apartment_idx\` ON \`homeowner_co_users\` (\`apartment_id\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_co_users_email_idx\` ON \`homeowner_co_users\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_co_users_updated_at_idx\` ON \`homeowner_co_users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`homeowner_co_users_created_at_idx\` ON \`homeowner_co_users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`apartment_email_idx\` ON \`homeowner_co_users\` (\`apartment_id\`,\`email\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`homeowner_feed_version\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`apartments_id\` integer REFERENCES apartments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`homeowner_reservations_id\` integer REFERENCES homeowner_reservations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`homeowner_releases_id\` integer REFERENCES homeowner_releases(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`homeowner_co_users_id\` integer REFERENCES homeowner_co_users(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_apartments_id_idx\` ON \`payload_locked_documents_rels\` (\`apartments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homeowner_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`homeowner_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homeowner_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`homeowner_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homeowner_co_users_id_idx\` ON \`payload_locked_documents_rels\` (\`homeowner_co_users_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`apartments_own_periods\`;`)
  await db.run(sql`DROP TABLE \`apartments\`;`)
  await db.run(sql`DROP TABLE \`homeowner_reservations\`;`)
  await db.run(sql`DROP TABLE \`homeowner_releases\`;`)
  await db.run(sql`DROP TABLE \`homeowner_co_users\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "test_terminal_payments_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "test_terminal_payments_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`homeowner_feed_version\`;`)
}
