import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_lines_cancel_policy" AS ENUM('free', 'nonRefundable', 'notOnline');
  CREATE TYPE "public"."enum_gift_cards_origin" AS ENUM('sale', 'refund', 'staff');
  CREATE TYPE "public"."enum_gift_card_entries_kind" AS ENUM('issue', 'redemption', 'refund', 'adjustment');
  CREATE TYPE "public"."enum_gift_card_entries_state" AS ENUM('held', 'settled', 'released');
  CREATE TYPE "public"."enum_refunds_destination" AS ENUM('provider', 'giftCard', 'newGiftCard');
  CREATE TYPE "public"."enum_refunds_state" AS ENUM('refund_pending', 'refunded', 'refund_failed');
  CREATE TYPE "public"."enum_refunds_requested_by" AS ENUM('customer', 'staff');
  ALTER TYPE "public"."enum_order_status" ADD VALUE 'refunded';
  CREATE TABLE "products_giftcard_designs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "products_giftcard_designs_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "gift_card_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"card_id" integer NOT NULL,
  	"kind" "enum_gift_card_entries_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"state" "enum_gift_card_entries_state",
  	"order_id" integer,
  	"reason" varchar,
  	"staff_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"destination" "enum_refunds_destination" NOT NULL,
  	"state" "enum_refunds_state" NOT NULL,
  	"payment_id" integer,
  	"card_id" integer,
  	"idempotency_key" varchar NOT NULL,
  	"attempt" numeric DEFAULT 1 NOT NULL,
  	"provider_stamp" varchar,
  	"provider_refund_id" varchar,
  	"lines" jsonb,
  	"requested_by" "enum_refunds_requested_by" NOT NULL,
  	"staff_id" integer,
  	"reason" varchar,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "gift_cards" ALTER COLUMN "order_id" DROP NOT NULL;
  ALTER TABLE "products_accommodation_rate_plans" ADD COLUMN "cancel_days_before" numeric;
  ALTER TABLE "products" ADD COLUMN "course_cancel_days_before" numeric;
  ALTER TABLE "products" ADD COLUMN "activity_cancel_hours_before" numeric;
  ALTER TABLE "products" ADD COLUMN "court_cancel_hours_before" numeric;
  ALTER TABLE "products" ADD COLUMN "giftcard_validity_months" numeric DEFAULT 12;
  ALTER TABLE "order_lines" ADD COLUMN "cancel_policy" "enum_order_lines_cancel_policy";
  ALTER TABLE "order_lines" ADD COLUMN "cancel_until" timestamp(3) with time zone;
  ALTER TABLE "order_lines" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "order_lines" ADD COLUMN "refunded" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "order_lines" ADD COLUMN "allocations" jsonb;
  ALTER TABLE "orders" ADD COLUMN "gift_card_total" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "gift_cards" ADD COLUMN "balance" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "gift_cards" ADD COLUMN "origin" "enum_gift_cards_origin" DEFAULT 'sale' NOT NULL;
  ALTER TABLE "gift_cards" ADD COLUMN "buyer_email" varchar;
  ALTER TABLE "gift_cards" ADD COLUMN "design_id" integer;
  UPDATE "gift_cards" SET "balance" = "value", "buyer_email" = (SELECT o."email" FROM "orders" o WHERE o."id" = "gift_cards"."order_id");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_card_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refunds_id" integer;
  ALTER TABLE "products_giftcard_designs" ADD CONSTRAINT "products_giftcard_designs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_giftcard_designs" ADD CONSTRAINT "products_giftcard_designs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_giftcard_designs_locales" ADD CONSTRAINT "products_giftcard_designs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_giftcard_designs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_giftcard_designs_order_idx" ON "products_giftcard_designs" USING btree ("_order");
  CREATE INDEX "products_giftcard_designs_parent_id_idx" ON "products_giftcard_designs" USING btree ("_parent_id");
  CREATE INDEX "products_giftcard_designs_image_idx" ON "products_giftcard_designs" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_giftcard_designs_locales_locale_parent_id_unique" ON "products_giftcard_designs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "gift_card_entries_card_idx" ON "gift_card_entries" USING btree ("card_id");
  CREATE INDEX "gift_card_entries_order_idx" ON "gift_card_entries" USING btree ("order_id");
  CREATE INDEX "gift_card_entries_staff_idx" ON "gift_card_entries" USING btree ("staff_id");
  CREATE INDEX "gift_card_entries_updated_at_idx" ON "gift_card_entries" USING btree ("updated_at");
  CREATE INDEX "gift_card_entries_created_at_idx" ON "gift_card_entries" USING btree ("created_at");
  CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
  CREATE INDEX "refunds_state_idx" ON "refunds" USING btree ("state");
  CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
  CREATE INDEX "refunds_card_idx" ON "refunds" USING btree ("card_id");
  CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");
  CREATE UNIQUE INDEX "refunds_provider_stamp_idx" ON "refunds" USING btree ("provider_stamp");
  CREATE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider_refund_id");
  CREATE INDEX "refunds_staff_idx" ON "refunds" USING btree ("staff_id");
  CREATE INDEX "refunds_updated_at_idx" ON "refunds" USING btree ("updated_at");
  CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");
  ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_design_id_media_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_card_entries_fk" FOREIGN KEY ("gift_card_entries_id") REFERENCES "public"."gift_card_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refunds_fk" FOREIGN KEY ("refunds_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "gift_cards_valid_until_idx" ON "gift_cards" USING btree ("valid_until");
  CREATE INDEX "gift_cards_buyer_email_idx" ON "gift_cards" USING btree ("buyer_email");
  CREATE INDEX "gift_cards_design_idx" ON "gift_cards" USING btree ("design_id");
  CREATE INDEX "payload_locked_documents_rels_gift_card_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_card_entries_id");
  CREATE INDEX "payload_locked_documents_rels_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("refunds_id");
  ALTER TABLE "gift_cards" DROP COLUMN "redeemed";
  INSERT INTO "gift_card_entries" ("card_id", "kind", "amount", "order_id", "updated_at", "created_at") SELECT "id", 'issue', "value", "order_id", "created_at", "created_at" FROM "gift_cards";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_giftcard_designs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_giftcard_designs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_card_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "refunds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_giftcard_designs" CASCADE;
  DROP TABLE "products_giftcard_designs_locales" CASCADE;
  DROP TABLE "gift_card_entries" CASCADE;
  DROP TABLE "refunds" CASCADE;
  ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_design_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_card_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refunds_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_order_status";
  CREATE TYPE "public"."enum_order_status" AS ENUM('pending_payment', 'paid', 'confirmed', 'cancelled', 'payment_failed', 'expired', 'refund_due');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_order_status" USING "status"::"public"."enum_order_status";
  DROP INDEX "gift_cards_valid_until_idx";
  DROP INDEX "gift_cards_buyer_email_idx";
  DROP INDEX "gift_cards_design_idx";
  DROP INDEX "payload_locked_documents_rels_gift_card_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_refunds_id_idx";
  ALTER TABLE "gift_cards" ALTER COLUMN "order_id" SET NOT NULL;
  ALTER TABLE "gift_cards" ADD COLUMN "redeemed" boolean DEFAULT false;
  ALTER TABLE "products_accommodation_rate_plans" DROP COLUMN "cancel_days_before";
  ALTER TABLE "products" DROP COLUMN "course_cancel_days_before";
  ALTER TABLE "products" DROP COLUMN "activity_cancel_hours_before";
  ALTER TABLE "products" DROP COLUMN "court_cancel_hours_before";
  ALTER TABLE "products" DROP COLUMN "giftcard_validity_months";
  ALTER TABLE "order_lines" DROP COLUMN "cancel_policy";
  ALTER TABLE "order_lines" DROP COLUMN "cancel_until";
  ALTER TABLE "order_lines" DROP COLUMN "cancelled_at";
  ALTER TABLE "order_lines" DROP COLUMN "refunded";
  ALTER TABLE "order_lines" DROP COLUMN "allocations";
  ALTER TABLE "orders" DROP COLUMN "gift_card_total";
  ALTER TABLE "gift_cards" DROP COLUMN "balance";
  ALTER TABLE "gift_cards" DROP COLUMN "origin";
  ALTER TABLE "gift_cards" DROP COLUMN "buyer_email";
  ALTER TABLE "gift_cards" DROP COLUMN "design_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_card_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refunds_id";
  DROP TYPE "public"."enum_order_lines_cancel_policy";
  DROP TYPE "public"."enum_gift_cards_origin";
  DROP TYPE "public"."enum_gift_card_entries_kind";
  DROP TYPE "public"."enum_gift_card_entries_state";
  DROP TYPE "public"."enum_refunds_destination";
  DROP TYPE "public"."enum_refunds_state";
  DROP TYPE "public"."enum_refunds_requested_by";`)
}
