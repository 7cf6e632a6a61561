import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`hold_ref\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_slots\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`terms_accepted_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_hold_ref_idx\` ON \`orders\` (\`hold_ref\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_hold_ref_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`hold_ref\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`held_slots\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`terms_accepted_at\`;`)
}
