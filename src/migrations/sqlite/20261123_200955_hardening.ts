import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`test_terminal_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider_id\` text NOT NULL,
  	\`stamp\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`status\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`test_terminal_payments_provider_id_idx\` ON \`test_terminal_payments\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`test_terminal_payments_updated_at_idx\` ON \`test_terminal_payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`test_terminal_payments_created_at_idx\` ON \`test_terminal_payments\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`locale\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`source\` text,
  	\`requested_at\` text,
  	\`consent_at\` text,
  	\`token_hash\` text,
  	\`token_expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // Written by hand (the generator copied columns the old table does not have). Subscriptions from
  // before double opt-in keep the consent they were given.
  await db.run(sql`INSERT INTO \`__new_newsletter_subscriptions\`("id", "email", "first_name", "last_name", "locale", "status", "source", "requested_at", "consent_at", "updated_at", "created_at") SELECT "id", "email", "first_name", "last_name", "locale", 'confirmed', 'newsletter', "consent_at", "consent_at", "updated_at", "created_at" FROM \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscriptions\` RENAME TO \`newsletter_subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_token_hash_idx\` ON \`newsletter_subscriptions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` ADD \`display_target_content_type\` text DEFAULT 'standardPage';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` ADD \`display_target_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` ADD \`display_target_anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` ADD \`display_target_education_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` ADD \`display_target_article_id\` integer REFERENCES articles(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_display_target_display_target_pag_idx\` ON \`pages_blocks_card_list\` (\`display_target_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_display_target_display_target_edu_idx\` ON \`pages_blocks_card_list\` (\`display_target_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_display_target_display_target_art_idx\` ON \`pages_blocks_card_list\` (\`display_target_article_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` ADD \`display_target_content_type\` text DEFAULT 'standardPage';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` ADD \`display_target_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` ADD \`display_target_anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` ADD \`display_target_education_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` ADD \`display_target_article_id\` integer REFERENCES articles(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_display_target_display_target__idx\` ON \`_pages_v_blocks_card_list\` (\`display_target_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_display_target_display_targe_1_idx\` ON \`_pages_v_blocks_card_list\` (\`display_target_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_display_target_display_targe_2_idx\` ON \`_pages_v_blocks_card_list\` (\`display_target_article_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`client_key\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`browser_ref\` text;`)
  await db.run(sql`CREATE INDEX \`orders_client_key_idx\` ON \`orders\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_browser_ref_idx\` ON \`orders\` (\`browser_ref\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`terminal_url\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`terminal_opened_at\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`checked_at\` text;`)
  await db.run(sql`ALTER TABLE \`customer_codes\` ADD \`failed_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`test_terminal_payments_id\` integer REFERENCES test_terminal_payments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_terminal_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`test_terminal_payments_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`reset_password_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`test_terminal_payments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_card_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`display_component\` text DEFAULT 'grid',
  	\`display_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_card_list\`("_order", "_parent_id", "_path", "_locale", "id", "display_component", "display_url", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "display_component", "display_url", "block_name" FROM \`pages_blocks_card_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_card_list\` RENAME TO \`pages_blocks_card_list\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_order_idx\` ON \`pages_blocks_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_parent_id_idx\` ON \`pages_blocks_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_path_idx\` ON \`pages_blocks_card_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_locale_idx\` ON \`pages_blocks_card_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_card_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`display_component\` text DEFAULT 'grid',
  	\`display_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_card_list\`("_order", "_parent_id", "_path", "_locale", "id", "display_component", "display_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "display_component", "display_url", "_uuid", "block_name" FROM \`_pages_v_blocks_card_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_list\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_card_list\` RENAME TO \`_pages_v_blocks_card_list\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_order_idx\` ON \`_pages_v_blocks_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_parent_id_idx\` ON \`_pages_v_blocks_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_path_idx\` ON \`_pages_v_blocks_card_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_locale_idx\` ON \`_pages_v_blocks_card_list\` (\`_locale\`);`)
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
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_sessions_id\`) REFERENCES \`customer_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_codes_id\`) REFERENCES \`customer_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "tags_id", "popups_id", "media_id", "redirects_id", "products_id", "categories_id", "units_id", "closures_id", "tax_classes_id", "allocations_id", "orders_id", "payments_id", "order_events_id", "discount_codes_id", "gift_cards_id", "customers_id", "customer_sessions_id", "customer_codes_id", "newsletter_subscriptions_id", "rate_limits_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`orders_client_key_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_browser_ref_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`client_key\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`browser_ref\`;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscriptions\` (
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
  await db.run(sql`INSERT INTO \`__new_newsletter_subscriptions\`("id", "email", "first_name", "last_name", "locale", "consent_at", "updated_at", "created_at") SELECT "id", "email", "first_name", "last_name", "locale", "consent_at", "updated_at", "created_at" FROM \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscriptions\` RENAME TO \`newsletter_subscriptions\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`reset_password_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`terminal_url\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`terminal_opened_at\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`checked_at\`;`)
  await db.run(sql`ALTER TABLE \`customer_codes\` DROP COLUMN \`failed_attempts\`;`)
}
