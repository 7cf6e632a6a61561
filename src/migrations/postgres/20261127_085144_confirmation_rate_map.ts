import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_lines_rate_plan" AS ENUM('freeCancellation', 'nonRefundable');
  ALTER TABLE "order_lines" ADD COLUMN "rate_plan" "enum_order_lines_rate_plan";
  ALTER TABLE "site_settings" ADD COLUMN "seller_map_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_lines" DROP COLUMN "rate_plan";
  ALTER TABLE "site_settings" DROP COLUMN "seller_map_url";
  DROP TYPE "public"."enum_order_lines_rate_plan";`)
}
