import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_upsells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`discount_percentage\` numeric DEFAULT 0,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_upsells_order_idx\` ON \`products_upsells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_upsells_parent_id_idx\` ON \`products_upsells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_upsells_product_idx\` ON \`products_upsells\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`order_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`date_time\` text,
  	\`quantity\` numeric NOT NULL,
  	\`unit_price\` numeric DEFAULT 0 NOT NULL,
  	\`discount\` numeric DEFAULT 0 NOT NULL,
  	\`total\` numeric DEFAULT 0 NOT NULL,
  	\`tax_basis_points\` numeric NOT NULL,
  	\`guests\` text,
  	\`metadata\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`order_lines_order_idx\` ON \`order_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`order_lines_parent_id_idx\` ON \`order_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`hold_expires_at\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`address\` text,
  	\`zip_code\` text,
  	\`city\` text,
  	\`additional_information\` text,
  	\`marketing\` integer DEFAULT false,
  	\`promo_code\` text,
  	\`total_with_tax\` numeric DEFAULT 0 NOT NULL,
  	\`total_without_tax\` numeric DEFAULT 0 NOT NULL,
  	\`tax_amount\` numeric DEFAULT 0 NOT NULL,
  	\`discount\` numeric DEFAULT 0 NOT NULL,
  	\`vat\` text,
  	\`payment_method\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_hold_expires_at_idx\` ON \`orders\` (\`hold_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`stamp\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`provider_id\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`method\` text,
  	\`raw_return\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_order_idx\` ON \`payments\` (\`order_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_stamp_idx\` ON \`payments\` (\`stamp\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_provider_id_idx\` ON \`payments\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`order_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`type\` text NOT NULL,
  	\`from_status\` text,
  	\`to_status\` text,
  	\`data\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_events_order_idx\` ON \`order_events\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`order_events_updated_at_idx\` ON \`order_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_events_created_at_idx\` ON \`order_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`discount_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`kind\` text DEFAULT 'percent' NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`valid_from\` text,
  	\`valid_to\` text,
  	\`max_uses\` numeric,
  	\`used_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`discount_codes_code_idx\` ON \`discount_codes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_updated_at_idx\` ON \`discount_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_created_at_idx\` ON \`discount_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`discount_codes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_order_idx\` ON \`discount_codes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_parent_idx\` ON \`discount_codes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_path_idx\` ON \`discount_codes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_products_id_idx\` ON \`discount_codes_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`gift_cards\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`gift_cards_code_idx\` ON \`gift_cards\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_order_idx\` ON \`gift_cards\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_updated_at_idx\` ON \`gift_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_created_at_idx\` ON \`gift_cards\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_events_id\` integer REFERENCES order_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`discount_codes_id\` integer REFERENCES discount_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gift_cards_id\` integer REFERENCES gift_cards(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_events_id_idx\` ON \`payload_locked_documents_rels\` (\`order_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_business_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_address\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_upsells\`;`)
  await db.run(sql`DROP TABLE \`order_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`order_events\`;`)
  await db.run(sql`DROP TABLE \`discount_codes\`;`)
  await db.run(sql`DROP TABLE \`discount_codes_rels\`;`)
  await db.run(sql`DROP TABLE \`gift_cards\`;`)
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
  	\`tax_classes_id\` integer,
  	\`allocations_id\` integer,
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
  	FOREIGN KEY (\`tax_classes_id\`) REFERENCES \`tax_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`allocations_id\`) REFERENCES \`allocations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "tax_classes_id", "allocations_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "tax_classes_id", "allocations_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_classes_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_classes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_allocations_id_idx\` ON \`payload_locked_documents_rels\` (\`allocations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_business_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_address\`;`)
}
