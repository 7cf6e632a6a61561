import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_newsletter_source" ADD VALUE 'checkout' BEFORE 'registration';
  ALTER TYPE "public"."enum_newsletter_source" ADD VALUE 'profile';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "source" SET DATA TYPE text;
  UPDATE "newsletter_subscriptions" SET "source" = 'newsletter' WHERE "source" IN ('checkout', 'profile');
  DROP TYPE "public"."enum_newsletter_source";
  CREATE TYPE "public"."enum_newsletter_source" AS ENUM('newsletter', 'registration');
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "source" SET DATA TYPE "public"."enum_newsletter_source" USING "source"::"public"."enum_newsletter_source";`)
}
