import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`member_price_kind\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`member_price_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`member_price_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`normal_unit_price\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`member_price_kind\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`member_price_percent\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`member_price_price\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`normal_unit_price\`;`)
}
