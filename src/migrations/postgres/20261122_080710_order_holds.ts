import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "hold_ref" varchar;
  ALTER TABLE "orders" ADD COLUMN "held_slots" numeric;
  ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;
  CREATE INDEX "orders_hold_ref_idx" ON "orders" USING btree ("hold_ref");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_hold_ref_idx";
  ALTER TABLE "orders" DROP COLUMN "hold_ref";
  ALTER TABLE "orders" DROP COLUMN "held_slots";
  ALTER TABLE "orders" DROP COLUMN "terms_accepted_at";`)
}
