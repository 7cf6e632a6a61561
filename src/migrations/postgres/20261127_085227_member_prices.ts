import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_member_price_member_price" AS ENUM('percent', 'fixed');
  ALTER TABLE "products" ADD COLUMN "member_price_kind" "enum_products_member_price_member_price";
  ALTER TABLE "products" ADD COLUMN "member_price_percent" numeric;
  ALTER TABLE "products" ADD COLUMN "member_price_price" numeric;
  ALTER TABLE "order_lines" ADD COLUMN "normal_unit_price" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "member_price_kind";
  ALTER TABLE "products" DROP COLUMN "member_price_percent";
  ALTER TABLE "products" DROP COLUMN "member_price_price";
  ALTER TABLE "order_lines" DROP COLUMN "normal_unit_price";
  DROP TYPE "public"."enum_products_member_price_member_price";`)
}
