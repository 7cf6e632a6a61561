import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_card_list_display_target_ct" AS ENUM('standardPage', 'product', 'category', 'article', 'educationPage');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_display_target_ct" AS ENUM('standardPage', 'product', 'category', 'article', 'educationPage');
  CREATE TYPE "public"."enum_newsletter_status" AS ENUM('pending', 'confirmed');
  CREATE TYPE "public"."enum_newsletter_source" AS ENUM('newsletter', 'registration');
  ALTER TYPE "public"."enum_customer_code_purpose" ADD VALUE 'verifyLink' BEFORE 'resetPassword';
  CREATE TABLE "test_terminal_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"stamp" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "consent_at" DROP NOT NULL;
  ALTER TABLE "pages_blocks_card_list" ADD COLUMN "display_target_content_type" "enum_pages_blocks_card_list_display_target_ct" DEFAULT 'standardPage';
  ALTER TABLE "pages_blocks_card_list" ADD COLUMN "display_target_page_id" integer;
  ALTER TABLE "pages_blocks_card_list" ADD COLUMN "display_target_anchor" varchar;
  ALTER TABLE "pages_blocks_card_list" ADD COLUMN "display_target_education_page_id" integer;
  ALTER TABLE "pages_blocks_card_list" ADD COLUMN "display_target_article_id" integer;
  ALTER TABLE "_pages_v_blocks_card_list" ADD COLUMN "display_target_content_type" "enum__pages_v_blocks_card_list_display_target_ct" DEFAULT 'standardPage';
  ALTER TABLE "_pages_v_blocks_card_list" ADD COLUMN "display_target_page_id" integer;
  ALTER TABLE "_pages_v_blocks_card_list" ADD COLUMN "display_target_anchor" varchar;
  ALTER TABLE "_pages_v_blocks_card_list" ADD COLUMN "display_target_education_page_id" integer;
  ALTER TABLE "_pages_v_blocks_card_list" ADD COLUMN "display_target_article_id" integer;
  ALTER TABLE "orders" ADD COLUMN "client_key" varchar;
  ALTER TABLE "orders" ADD COLUMN "browser_ref" varchar;
  ALTER TABLE "payments" ADD COLUMN "terminal_url" varchar;
  ALTER TABLE "payments" ADD COLUMN "terminal_opened_at" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp(3) with time zone;
  ALTER TABLE "customer_codes" ADD COLUMN "failed_attempts" numeric DEFAULT 0;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" "enum_newsletter_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "source" "enum_newsletter_source";
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "requested_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token_hash" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token_expires_at" timestamp(3) with time zone;
  -- Subscriptions from before double opt-in keep the consent they were given.
  UPDATE "newsletter_subscriptions" SET "status" = 'confirmed', "source" = 'newsletter', "requested_at" = "consent_at";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "test_terminal_payments_id" integer;
  CREATE UNIQUE INDEX "test_terminal_payments_provider_id_idx" ON "test_terminal_payments" USING btree ("provider_id");
  CREATE INDEX "test_terminal_payments_updated_at_idx" ON "test_terminal_payments" USING btree ("updated_at");
  CREATE INDEX "test_terminal_payments_created_at_idx" ON "test_terminal_payments" USING btree ("created_at");
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_display_target_page_id_pages_id_fk" FOREIGN KEY ("display_target_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_display_target_education_page_id_pages_id_fk" FOREIGN KEY ("display_target_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_display_target_article_id_articles_id_fk" FOREIGN KEY ("display_target_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_display_target_page_id_pages_id_fk" FOREIGN KEY ("display_target_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_display_target_education_page_id_pages_id_fk" FOREIGN KEY ("display_target_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_display_target_article_id_articles_id_fk" FOREIGN KEY ("display_target_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_terminal_payments_fk" FOREIGN KEY ("test_terminal_payments_id") REFERENCES "public"."test_terminal_payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_card_list_display_target_display_target_pag_idx" ON "pages_blocks_card_list" USING btree ("display_target_page_id");
  CREATE INDEX "pages_blocks_card_list_display_target_display_target_edu_idx" ON "pages_blocks_card_list" USING btree ("display_target_education_page_id");
  CREATE INDEX "pages_blocks_card_list_display_target_display_target_art_idx" ON "pages_blocks_card_list" USING btree ("display_target_article_id");
  CREATE INDEX "_pages_v_blocks_card_list_display_target_display_target__idx" ON "_pages_v_blocks_card_list" USING btree ("display_target_page_id");
  CREATE INDEX "_pages_v_blocks_card_list_display_target_display_targe_1_idx" ON "_pages_v_blocks_card_list" USING btree ("display_target_education_page_id");
  CREATE INDEX "_pages_v_blocks_card_list_display_target_display_targe_2_idx" ON "_pages_v_blocks_card_list" USING btree ("display_target_article_id");
  CREATE INDEX "orders_client_key_idx" ON "orders" USING btree ("client_key");
  CREATE INDEX "orders_browser_ref_idx" ON "orders" USING btree ("browser_ref");
  CREATE INDEX "newsletter_subscriptions_token_hash_idx" ON "newsletter_subscriptions" USING btree ("token_hash");
  CREATE INDEX "payload_locked_documents_rels_test_terminal_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("test_terminal_payments_id");
  ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "test_terminal_payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "test_terminal_payments" CASCADE;
  ALTER TABLE "pages_blocks_card_list" DROP CONSTRAINT "pages_blocks_card_list_display_target_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_card_list" DROP CONSTRAINT "pages_blocks_card_list_display_target_education_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_card_list" DROP CONSTRAINT "pages_blocks_card_list_display_target_article_id_articles_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_list" DROP CONSTRAINT "_pages_v_blocks_card_list_display_target_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_list" DROP CONSTRAINT "_pages_v_blocks_card_list_display_target_education_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_list" DROP CONSTRAINT "_pages_v_blocks_card_list_display_target_article_id_articles_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_test_terminal_payments_fk";
  
  ALTER TABLE "customer_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_customer_code_purpose";
  CREATE TYPE "public"."enum_customer_code_purpose" AS ENUM('verifyEmail', 'resetPassword');
  ALTER TABLE "customer_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_customer_code_purpose" USING "purpose"::"public"."enum_customer_code_purpose";
  DROP INDEX "pages_blocks_card_list_display_target_display_target_pag_idx";
  DROP INDEX "pages_blocks_card_list_display_target_display_target_edu_idx";
  DROP INDEX "pages_blocks_card_list_display_target_display_target_art_idx";
  DROP INDEX "_pages_v_blocks_card_list_display_target_display_target__idx";
  DROP INDEX "_pages_v_blocks_card_list_display_target_display_targe_1_idx";
  DROP INDEX "_pages_v_blocks_card_list_display_target_display_targe_2_idx";
  DROP INDEX "orders_client_key_idx";
  DROP INDEX "orders_browser_ref_idx";
  DROP INDEX "newsletter_subscriptions_token_hash_idx";
  DROP INDEX "payload_locked_documents_rels_test_terminal_payments_id_idx";
  ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "consent_at" SET NOT NULL;
  ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "pages_blocks_card_list" DROP COLUMN "display_target_content_type";
  ALTER TABLE "pages_blocks_card_list" DROP COLUMN "display_target_page_id";
  ALTER TABLE "pages_blocks_card_list" DROP COLUMN "display_target_anchor";
  ALTER TABLE "pages_blocks_card_list" DROP COLUMN "display_target_education_page_id";
  ALTER TABLE "pages_blocks_card_list" DROP COLUMN "display_target_article_id";
  ALTER TABLE "_pages_v_blocks_card_list" DROP COLUMN "display_target_content_type";
  ALTER TABLE "_pages_v_blocks_card_list" DROP COLUMN "display_target_page_id";
  ALTER TABLE "_pages_v_blocks_card_list" DROP COLUMN "display_target_anchor";
  ALTER TABLE "_pages_v_blocks_card_list" DROP COLUMN "display_target_education_page_id";
  ALTER TABLE "_pages_v_blocks_card_list" DROP COLUMN "display_target_article_id";
  ALTER TABLE "orders" DROP COLUMN "client_key";
  ALTER TABLE "orders" DROP COLUMN "browser_ref";
  ALTER TABLE "payments" DROP COLUMN "terminal_url";
  ALTER TABLE "payments" DROP COLUMN "terminal_opened_at";
  ALTER TABLE "payments" DROP COLUMN "checked_at";
  ALTER TABLE "customer_codes" DROP COLUMN "failed_attempts";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "status";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "source";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "requested_at";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "token_hash";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "token_expires_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "test_terminal_payments_id";
  DROP TYPE "public"."enum_pages_blocks_card_list_display_target_ct";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_display_target_ct";
  DROP TYPE "public"."enum_newsletter_status";
  DROP TYPE "public"."enum_newsletter_source";`)
}
