import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`rate_plan\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_map_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`rate_plan\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_map_url\`;`)
}
