import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_card_list_display_target_ct" AS ENUM('standardPage', 'product', 'category', 'article', 'educationPage');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_display_target_ct" AS ENUM('standardPage', 'product', 'category', 'article', 'educationPage');
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
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_display_target_page_id_pages_id_fk" FOREIGN KEY ("display_target_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_display_target_education_page_id_pages_id_fk" FOREIGN KEY ("display_target_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_display_target_article_id_articles_id_fk" FOREIGN KEY ("display_target_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_display_target_page_id_pages_id_fk" FOREIGN KEY ("display_target_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_display_target_education_page_id_pages_id_fk" FOREIGN KEY ("display_target_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_display_target_article_id_articles_id_fk" FOREIGN KEY ("display_target_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_card_list_display_target_display_target_pag_idx" ON "pages_blocks_card_list" USING btree ("display_target_page_id");
  CREATE INDEX "pages_blocks_card_list_display_target_display_target_edu_idx" ON "pages_blocks_card_list" USING btree ("display_target_education_page_id");
  CREATE INDEX "pages_blocks_card_list_display_target_display_target_art_idx" ON "pages_blocks_card_list" USING btree ("display_target_article_id");
  CREATE INDEX "_pages_v_blocks_card_list_display_target_display_target__idx" ON "_pages_v_blocks_card_list" USING btree ("display_target_page_id");
  CREATE INDEX "_pages_v_blocks_card_list_display_target_display_targe_1_idx" ON "_pages_v_blocks_card_list" USING btree ("display_target_education_page_id");
  CREATE INDEX "_pages_v_blocks_card_list_display_target_display_targe_2_idx" ON "_pages_v_blocks_card_list" USING btree ("display_target_article_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_card_list" DROP CONSTRAINT "pages_blocks_card_list_display_target_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_card_list" DROP CONSTRAINT "pages_blocks_card_list_display_target_education_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_card_list" DROP CONSTRAINT "pages_blocks_card_list_display_target_article_id_articles_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_list" DROP CONSTRAINT "_pages_v_blocks_card_list_display_target_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_list" DROP CONSTRAINT "_pages_v_blocks_card_list_display_target_education_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_list" DROP CONSTRAINT "_pages_v_blocks_card_list_display_target_article_id_articles_id_fk";
  
  DROP INDEX "pages_blocks_card_list_display_target_display_target_pag_idx";
  DROP INDEX "pages_blocks_card_list_display_target_display_target_edu_idx";
  DROP INDEX "pages_blocks_card_list_display_target_display_target_art_idx";
  DROP INDEX "_pages_v_blocks_card_list_display_target_display_target__idx";
  DROP INDEX "_pages_v_blocks_card_list_display_target_display_targe_1_idx";
  DROP INDEX "_pages_v_blocks_card_list_display_target_display_targe_2_idx";
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
  DROP TYPE "public"."enum_pages_blocks_card_list_display_target_ct";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_display_target_ct";`)
}
