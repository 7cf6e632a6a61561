import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_homeowner_reservations_kind" AS ENUM('own', 'usage');
  CREATE TYPE "public"."enum_homeowner_co_users_rights" AS ENUM('view', 'book');
  CREATE TABLE "apartments_own_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"slot_days" numeric DEFAULT 0
  );
  
  CREATE TABLE "apartments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"unit_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"agreement" boolean DEFAULT false,
  	"agreement_from" varchar,
  	"agreement_to" varchar,
  	"revenue_share_percent" numeric DEFAULT 50 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "homeowner_reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"apartment_id" integer NOT NULL,
  	"kind" "enum_homeowner_reservations_kind" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"slot_id" varchar,
  	"guests" numeric,
  	"created_by_id" integer NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"additional_info" varchar,
  	"send_copy" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "homeowner_releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"apartment_id" integer NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"created_by_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "homeowner_co_users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"apartment_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"rights" "enum_homeowner_co_users_rights" DEFAULT 'view' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "homeowner_feed_version" numeric DEFAULT 1;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "apartments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "homeowner_reservations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "homeowner_releases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "homeowner_co_users_id" integer;
  ALTER TABLE "apartments_own_periods" ADD CONSTRAINT "apartments_own_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "apartments" ADD CONSTRAINT "apartments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "apartments" ADD CONSTRAINT "apartments_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homeowner_reservations" ADD CONSTRAINT "homeowner_reservations_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homeowner_reservations" ADD CONSTRAINT "homeowner_reservations_created_by_id_customers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homeowner_releases" ADD CONSTRAINT "homeowner_releases_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homeowner_releases" ADD CONSTRAINT "homeowner_releases_created_by_id_customers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homeowner_co_users" ADD CONSTRAINT "homeowner_co_users_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "apartments_own_periods_order_idx" ON "apartments_own_periods" USING btree ("_order");
  CREATE INDEX "apartments_own_periods_parent_id_idx" ON "apartments_own_periods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "apartments_unit_idx" ON "apartments" USING btree ("unit_id");
  CREATE INDEX "apartments_owner_idx" ON "apartments" USING btree ("owner_id");
  CREATE INDEX "apartments_updated_at_idx" ON "apartments" USING btree ("updated_at");
  CREATE INDEX "apartments_created_at_idx" ON "apartments" USING btree ("created_at");
  CREATE INDEX "homeowner_reservations_apartment_idx" ON "homeowner_reservations" USING btree ("apartment_id");
  CREATE INDEX "homeowner_reservations_created_by_idx" ON "homeowner_reservations" USING btree ("created_by_id");
  CREATE INDEX "homeowner_reservations_updated_at_idx" ON "homeowner_reservations" USING btree ("updated_at");
  CREATE INDEX "homeowner_reservations_created_at_idx" ON "homeowner_reservations" USING btree ("created_at");
  CREATE INDEX "homeowner_releases_apartment_idx" ON "homeowner_releases" USING btree ("apartment_id");
  CREATE INDEX "homeowner_releases_created_by_idx" ON "homeowner_releases" USING btree ("created_by_id");
  CREATE INDEX "homeowner_releases_updated_at_idx" ON "homeowner_releases" USING btree ("updated_at");
  CREATE INDEX "homeowner_releases_created_at_idx" ON "homeowner_releases" USING btree ("created_at");
  CREATE INDEX "homeowner_co_users_apartment_idx" ON "homeowner_co_users" USING btree ("apartment_id");
  CREATE INDEX "homeowner_co_users_email_idx" ON "homeowner_co_users" USING btree ("email");
  CREATE INDEX "homeowner_co_users_updated_at_idx" ON "homeowner_co_users" USING btree ("updated_at");
  CREATE INDEX "homeowner_co_users_created_at_idx" ON "homeowner_co_users" USING btree ("created_at");
  CREATE UNIQUE INDEX "apartment_email_idx" ON "homeowner_co_users" USING btree ("apartment_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_apartments_fk" FOREIGN KEY ("apartments_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_homeowner_reservations_fk" FOREIGN KEY ("homeowner_reservations_id") REFERENCES "public"."homeowner_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_homeowner_releases_fk" FOREIGN KEY ("homeowner_releases_id") REFERENCES "public"."homeowner_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_homeowner_co_users_fk" FOREIGN KEY ("homeowner_co_users_id") REFERENCES "public"."homeowner_co_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_apartments_id_idx" ON "payload_locked_documents_rels" USING btree ("apartments_id");
  CREATE INDEX "payload_locked_documents_rels_homeowner_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("homeowner_reservations_id");
  CREATE INDEX "payload_locked_documents_rels_homeowner_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("homeowner_releases_id");
  CREATE INDEX "payload_locked_documents_rels_homeowner_co_users_id_idx" ON "payload_locked_documents_rels" USING btree ("homeowner_co_users_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "apartments_own_periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "apartments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homeowner_reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homeowner_releases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homeowner_co_users" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "apartments_own_periods" CASCADE;
  DROP TABLE "apartments" CASCADE;
  DROP TABLE "homeowner_reservations" CASCADE;
  DROP TABLE "homeowner_releases" CASCADE;
  DROP TABLE "homeowner_co_users" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_apartments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_homeowner_reservations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_homeowner_releases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_homeowner_co_users_fk";
  
  DROP INDEX "payload_locked_documents_rels_apartments_id_idx";
  DROP INDEX "payload_locked_documents_rels_homeowner_reservations_id_idx";
  DROP INDEX "payload_locked_documents_rels_homeowner_releases_id_idx";
  DROP INDEX "payload_locked_documents_rels_homeowner_co_users_id_idx";
  ALTER TABLE "customers" DROP COLUMN "homeowner_feed_version";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "apartments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "homeowner_reservations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "homeowner_releases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "homeowner_co_users_id";
  DROP TYPE "public"."enum_homeowner_reservations_kind";
  DROP TYPE "public"."enum_homeowner_co_users_rights";`)
}
