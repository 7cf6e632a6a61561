import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_login_form_form" AS ENUM('login', 'registration', 'resetPassword');
  CREATE TYPE "public"."enum__pages_v_blocks_login_form_form" AS ENUM('login', 'registration', 'resetPassword');
  ALTER TABLE "pages_blocks_login_form" ADD COLUMN "form" "enum_pages_blocks_login_form_form" DEFAULT 'login';
  ALTER TABLE "_pages_v_blocks_login_form" ADD COLUMN "form" "enum__pages_v_blocks_login_form_form" DEFAULT 'login';
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_email_idx";
  ALTER TABLE "pages_blocks_login_form" DROP COLUMN "form";
  ALTER TABLE "_pages_v_blocks_login_form" DROP COLUMN "form";
  DROP TYPE "public"."enum_pages_blocks_login_form_form";
  DROP TYPE "public"."enum__pages_v_blocks_login_form_form";`)
}
