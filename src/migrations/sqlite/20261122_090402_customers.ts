import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`password_hash\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`phone\` text,
  	\`address\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`is_email_verified\` integer DEFAULT false,
  	\`marketing_status\` integer DEFAULT false,
  	\`loyalty_member\` integer DEFAULT false,
  	\`is_home_owner\` integer DEFAULT false,
  	\`hlx_id\` numeric DEFAULT -1,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`customers_phone_idx\` ON \`customers\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`family\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`customer_sessions_customer_idx\` ON \`customer_sessions\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_sessions_token_hash_idx\` ON \`customer_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_family_idx\` ON \`customer_sessions\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_updated_at_idx\` ON \`customer_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_created_at_idx\` ON \`customer_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`customer_codes_customer_idx\` ON \`customer_codes\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_codes_code_hash_idx\` ON \`customer_codes\` (\`code_hash\`);`)
  await db.run(sql`CREATE INDEX \`customer_codes_updated_at_idx\` ON \`customer_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_codes_created_at_idx\` ON \`customer_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`locale\` text,
  	\`consent_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rate_limits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`window\` text NOT NULL,
  	\`hits\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limits_updated_at_idx\` ON \`rate_limits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_created_at_idx\` ON \`rate_limits\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`key_window_idx\` ON \`rate_limits\` (\`key\`,\`window\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customers_id\` integer REFERENCES customers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customer_sessions_id\` integer REFERENCES customer_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customer_codes_id\` integer REFERENCES customer_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscriptions_id\` integer REFERENCES newsletter_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rate_limits_id\` integer REFERENCES rate_limits(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`customer_sessions\`;`)
  await db.run(sql`DROP TABLE \`customer_codes\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`rate_limits\`;`)
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
  	\`orders_id\` integer,
  	\`payments_id\` integer,
  	\`order_events_id\` integer,
  	\`discount_codes_id\` integer,
  	\`gift_cards_id\` integer,
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
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_events_id\`) REFERENCES \`order_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discount_codes_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_cards_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_events_id_idx\` ON \`payload_locked_documents_rels\` (\`order_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
