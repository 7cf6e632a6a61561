import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "seller_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_latitude" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "seller_longitude" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "seller_phone";
  ALTER TABLE "site_settings" DROP COLUMN "seller_email";
  ALTER TABLE "site_settings" DROP COLUMN "seller_latitude";
  ALTER TABLE "site_settings" DROP COLUMN "seller_longitude";`)
}
