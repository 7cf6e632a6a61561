import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_login_form\` ADD \`form\` text DEFAULT 'login';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_login_form\` ADD \`form\` text DEFAULT 'login';`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_email_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_login_form\` DROP COLUMN \`form\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_login_form\` DROP COLUMN \`form\`;`)
}
