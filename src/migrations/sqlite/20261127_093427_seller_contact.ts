import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_phone\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_email\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seller_longitude\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_phone\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_email\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_latitude\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seller_longitude\`;`)
}
