import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_products_kind" ADD VALUE 'pass';
  ALTER TYPE "public"."enum_categories_kind" ADD VALUE 'pass';
  ALTER TABLE "products" ADD COLUMN "pass_price" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_products_kind";
  CREATE TYPE "public"."enum_products_kind" AS ENUM('accommodation', 'course', 'activity', 'court', 'ticket', 'giftcard', 'education');
  ALTER TABLE "products" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_products_kind" USING "kind"::"public"."enum_products_kind";
  ALTER TABLE "categories" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_categories_kind";
  CREATE TYPE "public"."enum_categories_kind" AS ENUM('accommodation', 'course', 'activity', 'court', 'ticket', 'giftcard', 'education');
  ALTER TABLE "categories" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_categories_kind" USING "kind"::"public"."enum_categories_kind";
  ALTER TABLE "products" DROP COLUMN "pass_price";`)
}
