import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
