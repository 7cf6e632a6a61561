import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_booking_search\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_booking_search_order_idx\` ON \`pages_blocks_booking_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_booking_search_parent_id_idx\` ON \`pages_blocks_booking_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_booking_search_path_idx\` ON \`pages_blocks_booking_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_booking_search_locale_idx\` ON \`pages_blocks_booking_search\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_booking_search\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_booking_search_order_idx\` ON \`_pages_v_blocks_booking_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_booking_search_parent_id_idx\` ON \`_pages_v_blocks_booking_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_booking_search_path_idx\` ON \`_pages_v_blocks_booking_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_booking_search_locale_idx\` ON \`_pages_v_blocks_booking_search\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_booking_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_booking_search\`;`)
}
