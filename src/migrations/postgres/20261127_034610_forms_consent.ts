import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_newsletter_status" ADD VALUE 'unsubscribed';
  CREATE TABLE "pages_blocks_accessibility_feedback" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cookie_policy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accessibility_feedback" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cookie_policy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "accessibility_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"feedback" varchar NOT NULL,
  	"locale" varchar,
  	"page_url" varchar,
  	"handled" boolean DEFAULT false,
  	"handled_at" timestamp(3) with time zone,
  	"staff_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "company" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accessibility_feedback_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "forms_feedback_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "consent_policy_version" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "consent_tag_manager_id" varchar;
  ALTER TABLE "pages_blocks_accessibility_feedback" ADD CONSTRAINT "pages_blocks_accessibility_feedback_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cookie_policy" ADD CONSTRAINT "pages_blocks_cookie_policy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accessibility_feedback" ADD CONSTRAINT "_pages_v_blocks_accessibility_feedback_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cookie_policy" ADD CONSTRAINT "_pages_v_blocks_cookie_policy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_accessibility_feedback_order_idx" ON "pages_blocks_accessibility_feedback" USING btree ("_order");
  CREATE INDEX "pages_blocks_accessibility_feedback_parent_id_idx" ON "pages_blocks_accessibility_feedback" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accessibility_feedback_path_idx" ON "pages_blocks_accessibility_feedback" USING btree ("_path");
  CREATE INDEX "pages_blocks_accessibility_feedback_locale_idx" ON "pages_blocks_accessibility_feedback" USING btree ("_locale");
  CREATE INDEX "pages_blocks_newsletter_order_idx" ON "pages_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_parent_id_idx" ON "pages_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_path_idx" ON "pages_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_locale_idx" ON "pages_blocks_newsletter" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cookie_policy_order_idx" ON "pages_blocks_cookie_policy" USING btree ("_order");
  CREATE INDEX "pages_blocks_cookie_policy_parent_id_idx" ON "pages_blocks_cookie_policy" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cookie_policy_path_idx" ON "pages_blocks_cookie_policy" USING btree ("_path");
  CREATE INDEX "pages_blocks_cookie_policy_locale_idx" ON "pages_blocks_cookie_policy" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accessibility_feedback_order_idx" ON "_pages_v_blocks_accessibility_feedback" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accessibility_feedback_parent_id_idx" ON "_pages_v_blocks_accessibility_feedback" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accessibility_feedback_path_idx" ON "_pages_v_blocks_accessibility_feedback" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accessibility_feedback_locale_idx" ON "_pages_v_blocks_accessibility_feedback" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_newsletter_order_idx" ON "_pages_v_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_parent_id_idx" ON "_pages_v_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_path_idx" ON "_pages_v_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_locale_idx" ON "_pages_v_blocks_newsletter" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cookie_policy_order_idx" ON "_pages_v_blocks_cookie_policy" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cookie_policy_parent_id_idx" ON "_pages_v_blocks_cookie_policy" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cookie_policy_path_idx" ON "_pages_v_blocks_cookie_policy" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cookie_policy_locale_idx" ON "_pages_v_blocks_cookie_policy" USING btree ("_locale");
  CREATE INDEX "accessibility_feedback_handled_idx" ON "accessibility_feedback" USING btree ("handled");
  CREATE INDEX "accessibility_feedback_updated_at_idx" ON "accessibility_feedback" USING btree ("updated_at");
  CREATE INDEX "accessibility_feedback_created_at_idx" ON "accessibility_feedback" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accessibility_feedback_fk" FOREIGN KEY ("accessibility_feedback_id") REFERENCES "public"."accessibility_feedback"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_accessibility_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("accessibility_feedback_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_accessibility_feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cookie_policy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accessibility_feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cookie_policy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessibility_feedback" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_accessibility_feedback" CASCADE;
  DROP TABLE "pages_blocks_newsletter" CASCADE;
  DROP TABLE "pages_blocks_cookie_policy" CASCADE;
  DROP TABLE "_pages_v_blocks_accessibility_feedback" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter" CASCADE;
  DROP TABLE "_pages_v_blocks_cookie_policy" CASCADE;
  DROP TABLE "accessibility_feedback" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accessibility_feedback_fk";
  
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_newsletter_status";
  CREATE TYPE "public"."enum_newsletter_status" AS ENUM('pending', 'confirmed');
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_newsletter_status";
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_status" USING "status"::"public"."enum_newsletter_status";
  DROP INDEX "payload_locked_documents_rels_accessibility_feedback_id_idx";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "company";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accessibility_feedback_id";
  ALTER TABLE "site_settings" DROP COLUMN "forms_feedback_email";
  ALTER TABLE "site_settings" DROP COLUMN "consent_policy_version";
  ALTER TABLE "site_settings" DROP COLUMN "consent_tag_manager_id";`)
}
