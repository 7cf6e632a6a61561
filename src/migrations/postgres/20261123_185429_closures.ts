import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "closures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "closures_locales" (
  	"reason" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "closures_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "closures_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"units_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "closures_id" integer;
  ALTER TABLE "closures_locales" ADD CONSTRAINT "closures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."closures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "closures_texts" ADD CONSTRAINT "closures_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."closures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "closures_rels" ADD CONSTRAINT "closures_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."closures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "closures_rels" ADD CONSTRAINT "closures_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "closures_rels" ADD CONSTRAINT "closures_rels_units_fk" FOREIGN KEY ("units_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "closures_updated_at_idx" ON "closures" USING btree ("updated_at");
  CREATE INDEX "closures_created_at_idx" ON "closures" USING btree ("created_at");
  CREATE UNIQUE INDEX "closures_locales_locale_parent_id_unique" ON "closures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "closures_texts_order_parent" ON "closures_texts" USING btree ("order","parent_id");
  CREATE INDEX "closures_rels_order_idx" ON "closures_rels" USING btree ("order");
  CREATE INDEX "closures_rels_parent_idx" ON "closures_rels" USING btree ("parent_id");
  CREATE INDEX "closures_rels_path_idx" ON "closures_rels" USING btree ("path");
  CREATE INDEX "closures_rels_products_id_idx" ON "closures_rels" USING btree ("products_id");
  CREATE INDEX "closures_rels_units_id_idx" ON "closures_rels" USING btree ("units_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_closures_fk" FOREIGN KEY ("closures_id") REFERENCES "public"."closures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_closures_id_idx" ON "payload_locked_documents_rels" USING btree ("closures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "closures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "closures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "closures_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "closures_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "closures" CASCADE;
  DROP TABLE "closures_locales" CASCADE;
  DROP TABLE "closures_texts" CASCADE;
  DROP TABLE "closures_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_closures_fk";
  
  DROP INDEX "payload_locked_documents_rels_closures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "closures_id";`)
}
