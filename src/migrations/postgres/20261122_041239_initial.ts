import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fi', 'en', 'sv');
  CREATE TYPE "public"."enum_pages_blocks_notification_links_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_notification_type" AS ENUM('success', 'info', 'warning', 'error');
  CREATE TYPE "public"."enum_pages_blocks_external_data_type" AS ENUM('product', 'category');
  CREATE TYPE "public"."enum_pages_blocks_external_data_item_layout_product" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum_ihth_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_ihth_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_ihth_assetPositio" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_ihth_textColor" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum_pages_blocks_banner_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_banner_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_pages_blocks_banner_textAlign" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_pages_blocks_info_boxes_boxes_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_hcg_contents_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_hcg_contents_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_hcg_priorityBack" AS ENUM('sand', 'forest', 'lake');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_slides_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_hero_slider_slides_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_pages_blocks_card_list_cards_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_card_list_display_component" AS ENUM('grid', 'list', 'redirect');
  CREATE TYPE "public"."enum_pages_blocks_content_cards_cards_button_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_content_cards_cards_button_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_pages_blocks_content_cards_see_more_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_content_cards_backgroundCo" AS ENUM('white', 'sand', 'forest', 'lake');
  CREATE TYPE "public"."enum_pages_blocks_content_cards_textColor" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum_pages_blocks_content_cards_sba" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_links_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_links_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_overlayTextC" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_overlayBackg" AS ENUM('dark', 'light', 'none');
  CREATE TYPE "public"."enum_pages_blocks_content_slider_slides_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_content_slider_see_more_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_content_slider_cardSize" AS ENUM('medium', 'small', 'large');
  CREATE TYPE "public"."enum_pages_blocks_contact_cards_see_more_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_quick_links_links_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_wysiwyg_block_fontSize" AS ENUM('normal', 'large');
  CREATE TYPE "public"."enum_pages_blocks_education_page_sidebar_info_button_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_pages_blocks_education_page_sidebar_info_button_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_pages_content_type" AS ENUM('page', 'productPage', 'categoryPage', 'educationPage');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_notification_links_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_notification_type" AS ENUM('success', 'info', 'warning', 'error');
  CREATE TYPE "public"."enum__pages_v_blocks_external_data_type" AS ENUM('product', 'category');
  CREATE TYPE "public"."enum__pages_v_blocks_external_data_item_layout_product" AS ENUM('grid', 'list');
  CREATE TYPE "public"."enum__ihth_v_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__ihth_v_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__ihth_v_assetPositio" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__ihth_v_textColor" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_textAlign" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum__pages_v_blocks_info_boxes_boxes_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__hcg_v_contents_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__hcg_v_contents_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__hcg_v_priorityBack" AS ENUM('sand', 'forest', 'lake');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_slides_buttons_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_slides_buttons_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_cards_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_display_component" AS ENUM('grid', 'list', 'redirect');
  CREATE TYPE "public"."enum__pages_v_blocks_content_cards_cards_button_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_content_cards_cards_button_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_content_cards_see_more_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_content_cards_backgroundCo" AS ENUM('white', 'sand', 'forest', 'lake');
  CREATE TYPE "public"."enum__pages_v_blocks_content_cards_textColor" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_content_cards_sba" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_links_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_links_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_overlayTextC" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_overlayBackg" AS ENUM('dark', 'light', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_content_slider_slides_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_content_slider_see_more_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_content_slider_cardSize" AS ENUM('medium', 'small', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_cards_see_more_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_quick_links_links_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_wysiwyg_block_fontSize" AS ENUM('normal', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_education_page_sidebar_info_button_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_education_page_sidebar_info_button_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__pages_v_version_content_type" AS ENUM('page', 'productPage', 'categoryPage', 'educationPage');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fi', 'en', 'sv');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('fi', 'en', 'sv');
  CREATE TYPE "public"."enum_popups_button_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_popups_button_app" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_header_primary_links_children_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_header_primary_links_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_header_secondary_links_children_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_header_secondary_links_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_footer_column2_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_footer_column3_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_footer_legal_links_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TYPE "public"."enum_locale_entries_code" AS ENUM('fi', 'en', 'sv');
  CREATE TYPE "public"."enum_site_settings_alerts_link_ct" AS ENUM('standardPage', 'externalUrl', 'product', 'category', 'asset', 'article', 'educationPage', 'popup');
  CREATE TABLE "pages_blocks_notification_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_pages_blocks_notification_links_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "pages_blocks_notification" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar,
  	"type" "enum_pages_blocks_notification_type" DEFAULT 'success',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_external_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_external_data_type" DEFAULT 'product',
  	"code" varchar,
  	"schema" varchar,
  	"marketing_name" varchar,
  	"category_marketing_name" varchar,
  	"item_layout_product" "enum_pages_blocks_external_data_item_layout_product",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_login_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "ihth_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_ihth_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum_ihth_buttons_app" DEFAULT 'primary',
  	"icon" varchar
  );
  
  CREATE TABLE "ihth" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" jsonb,
  	"asset_position" "enum_ihth_assetPositio" DEFAULT 'left',
  	"text_color" "enum_ihth_textColor" DEFAULT 'dark',
  	"is_boxed" boolean DEFAULT false,
  	"youtube_video_id" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_pages_blocks_banner_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum_pages_blocks_banner_buttons_app" DEFAULT 'primary',
  	"icon" varchar
  );
  
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"is_boxed" boolean DEFAULT true,
  	"text_align" "enum_pages_blocks_banner_textAlign" DEFAULT 'left',
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_info_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"icon" varchar,
  	"has_link" boolean DEFAULT false,
  	"link_content_type" "enum_pages_blocks_info_boxes_boxes_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer
  );
  
  CREATE TABLE "pages_blocks_info_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "hcg_contents_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_hcg_contents_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum_hcg_contents_buttons_app" DEFAULT 'primary',
  	"icon" varchar
  );
  
  CREATE TABLE "hcg_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "hcg" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"is_boxed" boolean DEFAULT false,
  	"use_priority_background" boolean DEFAULT false,
  	"priority_background" "enum_hcg_priorityBack" DEFAULT 'sand',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_pages_blocks_hero_slider_slides_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum_pages_blocks_hero_slider_slides_buttons_app" DEFAULT 'primary',
  	"icon" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_content_type" "enum_pages_blocks_card_list_cards_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer
  );
  
  CREATE TABLE "pages_blocks_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"display_component" "enum_pages_blocks_card_list_display_component" DEFAULT 'grid',
  	"display_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"has_button" boolean DEFAULT true,
  	"button_content_type" "enum_pages_blocks_content_cards_cards_button_ct" DEFAULT 'standardPage',
  	"button_label" varchar,
  	"button_page_id" integer,
  	"button_anchor" varchar,
  	"button_education_page_id" integer,
  	"button_url" varchar,
  	"button_asset_id" integer,
  	"button_new_tab" boolean DEFAULT true,
  	"button_article_id" integer,
  	"button_popup_id" integer,
  	"button_appearance" "enum_pages_blocks_content_cards_cards_button_app" DEFAULT 'primary',
  	"button_icon" varchar,
  	"dialog_id" integer
  );
  
  CREATE TABLE "pages_blocks_content_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_see_more_link" boolean DEFAULT false,
  	"see_more_link_content_type" "enum_pages_blocks_content_cards_see_more_link_ct" DEFAULT 'standardPage',
  	"see_more_link_label" varchar,
  	"see_more_link_page_id" integer,
  	"see_more_link_anchor" varchar,
  	"see_more_link_education_page_id" integer,
  	"see_more_link_url" varchar,
  	"see_more_link_asset_id" integer,
  	"see_more_link_new_tab" boolean DEFAULT true,
  	"see_more_link_article_id" integer,
  	"see_more_link_popup_id" integer,
  	"background_color" "enum_pages_blocks_content_cards_backgroundCo" DEFAULT 'white',
  	"text_color" "enum_pages_blocks_content_cards_textColor" DEFAULT 'dark',
  	"slides_button_appearance" "enum_pages_blocks_content_cards_sba",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_banner_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_pages_blocks_hero_banner_links_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum_pages_blocks_hero_banner_links_app" DEFAULT 'primary',
  	"icon" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"display_overlay" boolean DEFAULT true,
  	"overlay_text_color" "enum_pages_blocks_hero_banner_overlayTextC" DEFAULT 'light',
  	"overlay_background_color" "enum_pages_blocks_hero_banner_overlayBackg" DEFAULT 'dark',
  	"overlay_title" varchar,
  	"overlay_description" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link_content_type" "enum_pages_blocks_content_slider_slides_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer
  );
  
  CREATE TABLE "pages_blocks_content_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_see_more_link" boolean DEFAULT false,
  	"see_more_link_content_type" "enum_pages_blocks_content_slider_see_more_link_ct" DEFAULT 'standardPage',
  	"see_more_link_label" varchar,
  	"see_more_link_page_id" integer,
  	"see_more_link_anchor" varchar,
  	"see_more_link_education_page_id" integer,
  	"see_more_link_url" varchar,
  	"see_more_link_asset_id" integer,
  	"see_more_link_new_tab" boolean DEFAULT true,
  	"see_more_link_article_id" integer,
  	"see_more_link_popup_id" integer,
  	"card_size" "enum_pages_blocks_content_slider_cardSize" DEFAULT 'medium',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_cards_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"job_title" varchar,
  	"phone_number" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"display_image" boolean DEFAULT true,
  	"has_see_more_link" boolean DEFAULT false,
  	"see_more_link_content_type" "enum_pages_blocks_contact_cards_see_more_link_ct" DEFAULT 'standardPage',
  	"see_more_link_label" varchar,
  	"see_more_link_page_id" integer,
  	"see_more_link_anchor" varchar,
  	"see_more_link_education_page_id" integer,
  	"see_more_link_url" varchar,
  	"see_more_link_asset_id" integer,
  	"see_more_link_new_tab" boolean DEFAULT true,
  	"see_more_link_article_id" integer,
  	"see_more_link_popup_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quick_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_content_type" "enum_pages_blocks_quick_links_links_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer
  );
  
  CREATE TABLE "pages_blocks_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"contents" jsonb
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_wysiwyg_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"align_left" boolean DEFAULT true,
  	"font_size" "enum_pages_blocks_wysiwyg_block_fontSize" DEFAULT 'normal',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_proximi_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_education_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"has_sidebar_info_button" boolean DEFAULT true,
  	"sidebar_info_button_content_type" "enum_pages_blocks_education_page_sidebar_info_button_ct" DEFAULT 'standardPage',
  	"sidebar_info_button_label" varchar,
  	"sidebar_info_button_page_id" integer,
  	"sidebar_info_button_anchor" varchar,
  	"sidebar_info_button_education_page_id" integer,
  	"sidebar_info_button_url" varchar,
  	"sidebar_info_button_asset_id" integer,
  	"sidebar_info_button_new_tab" boolean DEFAULT true,
  	"sidebar_info_button_article_id" integer,
  	"sidebar_info_button_popup_id" integer,
  	"sidebar_info_button_appearance" "enum_pages_blocks_education_page_sidebar_info_button_app" DEFAULT 'primary',
  	"sidebar_info_button_icon" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_name" varchar,
  	"content_type" "enum_pages_content_type" DEFAULT 'page',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"path" varchar,
  	"page_title" varchar,
  	"meta_text" varchar,
  	"degree_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_notification_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum__pages_v_blocks_notification_links_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_notification" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar,
  	"type" "enum__pages_v_blocks_notification_type" DEFAULT 'success',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_external_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_external_data_type" DEFAULT 'product',
  	"code" varchar,
  	"schema" varchar,
  	"marketing_name" varchar,
  	"category_marketing_name" varchar,
  	"item_layout_product" "enum__pages_v_blocks_external_data_item_layout_product",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_login_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_ihth_v_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum__ihth_v_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum__ihth_v_buttons_app" DEFAULT 'primary',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ihth_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" jsonb,
  	"asset_position" "enum__ihth_v_assetPositio" DEFAULT 'left',
  	"text_color" "enum__ihth_v_textColor" DEFAULT 'dark',
  	"is_boxed" boolean DEFAULT false,
  	"youtube_video_id" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum__pages_v_blocks_banner_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum__pages_v_blocks_banner_buttons_app" DEFAULT 'primary',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_boxed" boolean DEFAULT true,
  	"text_align" "enum__pages_v_blocks_banner_textAlign" DEFAULT 'left',
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_info_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"icon" varchar,
  	"has_link" boolean DEFAULT false,
  	"link_content_type" "enum__pages_v_blocks_info_boxes_boxes_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_info_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_hcg_v_contents_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum__hcg_v_contents_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum__hcg_v_contents_buttons_app" DEFAULT 'primary',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hcg_v_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hcg_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_boxed" boolean DEFAULT false,
  	"use_priority_background" boolean DEFAULT false,
  	"priority_background" "enum__hcg_v_priorityBack" DEFAULT 'sand',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider_slides_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum__pages_v_blocks_hero_slider_slides_buttons_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum__pages_v_blocks_hero_slider_slides_buttons_app" DEFAULT 'primary',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_content_type" "enum__pages_v_blocks_card_list_cards_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"display_component" "enum__pages_v_blocks_card_list_display_component" DEFAULT 'grid',
  	"display_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"has_button" boolean DEFAULT true,
  	"button_content_type" "enum__pages_v_blocks_content_cards_cards_button_ct" DEFAULT 'standardPage',
  	"button_label" varchar,
  	"button_page_id" integer,
  	"button_anchor" varchar,
  	"button_education_page_id" integer,
  	"button_url" varchar,
  	"button_asset_id" integer,
  	"button_new_tab" boolean DEFAULT true,
  	"button_article_id" integer,
  	"button_popup_id" integer,
  	"button_appearance" "enum__pages_v_blocks_content_cards_cards_button_app" DEFAULT 'primary',
  	"button_icon" varchar,
  	"dialog_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_see_more_link" boolean DEFAULT false,
  	"see_more_link_content_type" "enum__pages_v_blocks_content_cards_see_more_link_ct" DEFAULT 'standardPage',
  	"see_more_link_label" varchar,
  	"see_more_link_page_id" integer,
  	"see_more_link_anchor" varchar,
  	"see_more_link_education_page_id" integer,
  	"see_more_link_url" varchar,
  	"see_more_link_asset_id" integer,
  	"see_more_link_new_tab" boolean DEFAULT true,
  	"see_more_link_article_id" integer,
  	"see_more_link_popup_id" integer,
  	"background_color" "enum__pages_v_blocks_content_cards_backgroundCo" DEFAULT 'white',
  	"text_color" "enum__pages_v_blocks_content_cards_textColor" DEFAULT 'dark',
  	"slides_button_appearance" "enum__pages_v_blocks_content_cards_sba",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_banner_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum__pages_v_blocks_hero_banner_links_ct" DEFAULT 'standardPage',
  	"label" varchar,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer,
  	"appearance" "enum__pages_v_blocks_hero_banner_links_app" DEFAULT 'primary',
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"display_overlay" boolean DEFAULT true,
  	"overlay_text_color" "enum__pages_v_blocks_hero_banner_overlayTextC" DEFAULT 'light',
  	"overlay_background_color" "enum__pages_v_blocks_hero_banner_overlayBackg" DEFAULT 'dark',
  	"overlay_title" varchar,
  	"overlay_description" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"has_link" boolean DEFAULT false,
  	"link_content_type" "enum__pages_v_blocks_content_slider_slides_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_see_more_link" boolean DEFAULT false,
  	"see_more_link_content_type" "enum__pages_v_blocks_content_slider_see_more_link_ct" DEFAULT 'standardPage',
  	"see_more_link_label" varchar,
  	"see_more_link_page_id" integer,
  	"see_more_link_anchor" varchar,
  	"see_more_link_education_page_id" integer,
  	"see_more_link_url" varchar,
  	"see_more_link_asset_id" integer,
  	"see_more_link_new_tab" boolean DEFAULT true,
  	"see_more_link_article_id" integer,
  	"see_more_link_popup_id" integer,
  	"card_size" "enum__pages_v_blocks_content_slider_cardSize" DEFAULT 'medium',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_cards_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"job_title" varchar,
  	"phone_number" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"display_image" boolean DEFAULT true,
  	"has_see_more_link" boolean DEFAULT false,
  	"see_more_link_content_type" "enum__pages_v_blocks_contact_cards_see_more_link_ct" DEFAULT 'standardPage',
  	"see_more_link_label" varchar,
  	"see_more_link_page_id" integer,
  	"see_more_link_anchor" varchar,
  	"see_more_link_education_page_id" integer,
  	"see_more_link_url" varchar,
  	"see_more_link_asset_id" integer,
  	"see_more_link_new_tab" boolean DEFAULT true,
  	"see_more_link_article_id" integer,
  	"see_more_link_popup_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quick_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_content_type" "enum__pages_v_blocks_quick_links_links_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"contents" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_wysiwyg_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"align_left" boolean DEFAULT true,
  	"font_size" "enum__pages_v_blocks_wysiwyg_block_fontSize" DEFAULT 'normal',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_proximi_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_education_page" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"has_sidebar_info_button" boolean DEFAULT true,
  	"sidebar_info_button_content_type" "enum__pages_v_blocks_education_page_sidebar_info_button_ct" DEFAULT 'standardPage',
  	"sidebar_info_button_label" varchar,
  	"sidebar_info_button_page_id" integer,
  	"sidebar_info_button_anchor" varchar,
  	"sidebar_info_button_education_page_id" integer,
  	"sidebar_info_button_url" varchar,
  	"sidebar_info_button_asset_id" integer,
  	"sidebar_info_button_new_tab" boolean DEFAULT true,
  	"sidebar_info_button_article_id" integer,
  	"sidebar_info_button_popup_id" integer,
  	"sidebar_info_button_appearance" "enum__pages_v_blocks_education_page_sidebar_info_button_app" DEFAULT 'primary',
  	"sidebar_info_button_icon" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_entry_name" varchar,
  	"version_content_type" "enum__pages_v_version_content_type" DEFAULT 'page',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_path" varchar,
  	"version_page_title" varchar,
  	"version_meta_text" varchar,
  	"version_degree_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"short_description" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_short_description" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"has_button" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"button_content_type" "enum_popups_button_ct" DEFAULT 'standardPage',
  	"button_label" varchar,
  	"button_page_id" integer,
  	"button_anchor" varchar,
  	"button_education_page_id" integer,
  	"button_url" varchar,
  	"button_asset_id" integer,
  	"button_new_tab" boolean DEFAULT true,
  	"button_article_id" integer,
  	"button_popup_id" integer,
  	"button_appearance" "enum_popups_button_app" DEFAULT 'primary',
  	"button_icon" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "popups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_fullhd_url" varchar,
  	"sizes_fullhd_width" numeric,
  	"sizes_fullhd_height" numeric,
  	"sizes_fullhd_mime_type" varchar,
  	"sizes_fullhd_filesize" numeric,
  	"sizes_fullhd_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"permanent" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"articles_id" integer,
  	"tags_id" integer,
  	"popups_id" integer,
  	"media_id" integer,
  	"redirects_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_primary_links_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_header_primary_links_children_ct" DEFAULT 'standardPage' NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "header_primary_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_header_primary_links_ct" DEFAULT 'standardPage' NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "header_secondary_links_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_header_secondary_links_children_ct" DEFAULT 'standardPage' NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "header_secondary_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_header_secondary_links_ct" DEFAULT 'standardPage' NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_locales" (
  	"contact_info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer
  );
  
  CREATE TABLE "footer_column2" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_footer_column2_ct" DEFAULT 'standardPage' NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "footer_column3" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_footer_column3_ct" DEFAULT 'standardPage' NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "footer_legal_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_footer_legal_links_ct" DEFAULT 'standardPage' NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"anchor" varchar,
  	"education_page_id" integer,
  	"url" varchar,
  	"asset_id" integer,
  	"new_tab" boolean DEFAULT true,
  	"article_id" integer,
  	"popup_id" integer
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"column1" varchar,
  	"column4" varchar,
  	"copyright" varchar,
  	"checkout_info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer
  );
  
  CREATE TABLE "locale_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" "enum_locale_entries_code" NOT NULL,
  	"domain" varchar,
  	"iso" varchar NOT NULL,
  	"account_hub_url" varchar
  );
  
  CREATE TABLE "site_settings_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "site_settings_alerts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"alert_id" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"message" varchar NOT NULL,
  	"has_link" boolean DEFAULT false,
  	"link_content_type" "enum_site_settings_alerts_link_ct" DEFAULT 'standardPage',
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_anchor" varchar,
  	"link_education_page_id" integer,
  	"link_url" varchar,
  	"link_asset_id" integer,
  	"link_new_tab" boolean DEFAULT true,
  	"link_article_id" integer,
  	"link_popup_id" integer
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"maintenance" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer
  );
  
  ALTER TABLE "pages_blocks_notification_links" ADD CONSTRAINT "pages_blocks_notification_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_notification_links" ADD CONSTRAINT "pages_blocks_notification_links_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_notification_links" ADD CONSTRAINT "pages_blocks_notification_links_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_notification_links" ADD CONSTRAINT "pages_blocks_notification_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_notification_links" ADD CONSTRAINT "pages_blocks_notification_links_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_notification_links" ADD CONSTRAINT "pages_blocks_notification_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_notification"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_notification" ADD CONSTRAINT "pages_blocks_notification_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_data" ADD CONSTRAINT "pages_blocks_external_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_login_form" ADD CONSTRAINT "pages_blocks_login_form_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_login_form" ADD CONSTRAINT "pages_blocks_login_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ihth_buttons" ADD CONSTRAINT "ihth_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ihth_buttons" ADD CONSTRAINT "ihth_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ihth_buttons" ADD CONSTRAINT "ihth_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ihth_buttons" ADD CONSTRAINT "ihth_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ihth_buttons" ADD CONSTRAINT "ihth_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ihth_buttons" ADD CONSTRAINT "ihth_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ihth"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ihth" ADD CONSTRAINT "ihth_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ihth" ADD CONSTRAINT "ihth_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_buttons" ADD CONSTRAINT "pages_blocks_banner_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_buttons" ADD CONSTRAINT "pages_blocks_banner_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_buttons" ADD CONSTRAINT "pages_blocks_banner_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_buttons" ADD CONSTRAINT "pages_blocks_banner_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_buttons" ADD CONSTRAINT "pages_blocks_banner_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_buttons" ADD CONSTRAINT "pages_blocks_banner_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_boxes_boxes" ADD CONSTRAINT "pages_blocks_info_boxes_boxes_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_boxes_boxes" ADD CONSTRAINT "pages_blocks_info_boxes_boxes_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_boxes_boxes" ADD CONSTRAINT "pages_blocks_info_boxes_boxes_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_boxes_boxes" ADD CONSTRAINT "pages_blocks_info_boxes_boxes_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_boxes_boxes" ADD CONSTRAINT "pages_blocks_info_boxes_boxes_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_boxes_boxes" ADD CONSTRAINT "pages_blocks_info_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_info_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info_boxes" ADD CONSTRAINT "pages_blocks_info_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hcg_contents_buttons" ADD CONSTRAINT "hcg_contents_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hcg_contents_buttons" ADD CONSTRAINT "hcg_contents_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hcg_contents_buttons" ADD CONSTRAINT "hcg_contents_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hcg_contents_buttons" ADD CONSTRAINT "hcg_contents_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hcg_contents_buttons" ADD CONSTRAINT "hcg_contents_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hcg_contents_buttons" ADD CONSTRAINT "hcg_contents_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hcg_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hcg_contents" ADD CONSTRAINT "hcg_contents_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hcg_contents" ADD CONSTRAINT "hcg_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hcg"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hcg" ADD CONSTRAINT "hcg_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "pages_blocks_hero_slider_slides_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "pages_blocks_hero_slider_slides_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "pages_blocks_hero_slider_slides_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "pages_blocks_hero_slider_slides_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "pages_blocks_hero_slider_slides_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "pages_blocks_hero_slider_slides_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider" ADD CONSTRAINT "pages_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_button_page_id_pages_id_fk" FOREIGN KEY ("button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_button_education_page_id_pages_id_fk" FOREIGN KEY ("button_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_button_asset_id_media_id_fk" FOREIGN KEY ("button_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_button_article_id_articles_id_fk" FOREIGN KEY ("button_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_button_popup_id_popups_id_fk" FOREIGN KEY ("button_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_dialog_id_popups_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards_cards" ADD CONSTRAINT "pages_blocks_content_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards" ADD CONSTRAINT "pages_blocks_content_cards_see_more_link_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards" ADD CONSTRAINT "pages_blocks_content_cards_see_more_link_education_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards" ADD CONSTRAINT "pages_blocks_content_cards_see_more_link_asset_id_media_id_fk" FOREIGN KEY ("see_more_link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards" ADD CONSTRAINT "pages_blocks_content_cards_see_more_link_article_id_articles_id_fk" FOREIGN KEY ("see_more_link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards" ADD CONSTRAINT "pages_blocks_content_cards_see_more_link_popup_id_popups_id_fk" FOREIGN KEY ("see_more_link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_cards" ADD CONSTRAINT "pages_blocks_content_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner_links" ADD CONSTRAINT "pages_blocks_hero_banner_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner_links" ADD CONSTRAINT "pages_blocks_hero_banner_links_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner_links" ADD CONSTRAINT "pages_blocks_hero_banner_links_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner_links" ADD CONSTRAINT "pages_blocks_hero_banner_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner_links" ADD CONSTRAINT "pages_blocks_hero_banner_links_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner_links" ADD CONSTRAINT "pages_blocks_hero_banner_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_see_more_link_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_see_more_link_education_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_see_more_link_asset_id_media_id_fk" FOREIGN KEY ("see_more_link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_see_more_link_article_id_articles_id_fk" FOREIGN KEY ("see_more_link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_see_more_link_popup_id_popups_id_fk" FOREIGN KEY ("see_more_link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards_people" ADD CONSTRAINT "pages_blocks_contact_cards_people_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards_people" ADD CONSTRAINT "pages_blocks_contact_cards_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards" ADD CONSTRAINT "pages_blocks_contact_cards_see_more_link_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards" ADD CONSTRAINT "pages_blocks_contact_cards_see_more_link_education_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards" ADD CONSTRAINT "pages_blocks_contact_cards_see_more_link_asset_id_media_id_fk" FOREIGN KEY ("see_more_link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards" ADD CONSTRAINT "pages_blocks_contact_cards_see_more_link_article_id_articles_id_fk" FOREIGN KEY ("see_more_link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards" ADD CONSTRAINT "pages_blocks_contact_cards_see_more_link_popup_id_popups_id_fk" FOREIGN KEY ("see_more_link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_cards" ADD CONSTRAINT "pages_blocks_contact_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links_links" ADD CONSTRAINT "pages_blocks_quick_links_links_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links_links" ADD CONSTRAINT "pages_blocks_quick_links_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links_links" ADD CONSTRAINT "pages_blocks_quick_links_links_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links_links" ADD CONSTRAINT "pages_blocks_quick_links_links_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links_links" ADD CONSTRAINT "pages_blocks_quick_links_links_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links_links" ADD CONSTRAINT "pages_blocks_quick_links_links_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links_links" ADD CONSTRAINT "pages_blocks_quick_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_links" ADD CONSTRAINT "pages_blocks_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_wysiwyg_block" ADD CONSTRAINT "pages_blocks_wysiwyg_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_article_list" ADD CONSTRAINT "pages_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_proximi_map" ADD CONSTRAINT "pages_blocks_proximi_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_education_page" ADD CONSTRAINT "pages_blocks_education_page_sidebar_info_button_page_id_pages_id_fk" FOREIGN KEY ("sidebar_info_button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_education_page" ADD CONSTRAINT "pages_blocks_education_page_sidebar_info_button_education_page_id_pages_id_fk" FOREIGN KEY ("sidebar_info_button_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_education_page" ADD CONSTRAINT "pages_blocks_education_page_sidebar_info_button_asset_id_media_id_fk" FOREIGN KEY ("sidebar_info_button_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_education_page" ADD CONSTRAINT "pages_blocks_education_page_sidebar_info_button_article_id_articles_id_fk" FOREIGN KEY ("sidebar_info_button_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_education_page" ADD CONSTRAINT "pages_blocks_education_page_sidebar_info_button_popup_id_popups_id_fk" FOREIGN KEY ("sidebar_info_button_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_education_page" ADD CONSTRAINT "pages_blocks_education_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notification_links" ADD CONSTRAINT "_pages_v_blocks_notification_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notification_links" ADD CONSTRAINT "_pages_v_blocks_notification_links_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notification_links" ADD CONSTRAINT "_pages_v_blocks_notification_links_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notification_links" ADD CONSTRAINT "_pages_v_blocks_notification_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notification_links" ADD CONSTRAINT "_pages_v_blocks_notification_links_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notification_links" ADD CONSTRAINT "_pages_v_blocks_notification_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_notification"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_notification" ADD CONSTRAINT "_pages_v_blocks_notification_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_data" ADD CONSTRAINT "_pages_v_blocks_external_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_login_form" ADD CONSTRAINT "_pages_v_blocks_login_form_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_login_form" ADD CONSTRAINT "_pages_v_blocks_login_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ihth_v_buttons" ADD CONSTRAINT "_ihth_v_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ihth_v_buttons" ADD CONSTRAINT "_ihth_v_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ihth_v_buttons" ADD CONSTRAINT "_ihth_v_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ihth_v_buttons" ADD CONSTRAINT "_ihth_v_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ihth_v_buttons" ADD CONSTRAINT "_ihth_v_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ihth_v_buttons" ADD CONSTRAINT "_ihth_v_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ihth_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ihth_v" ADD CONSTRAINT "_ihth_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ihth_v" ADD CONSTRAINT "_ihth_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_buttons" ADD CONSTRAINT "_pages_v_blocks_banner_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_buttons" ADD CONSTRAINT "_pages_v_blocks_banner_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_buttons" ADD CONSTRAINT "_pages_v_blocks_banner_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_buttons" ADD CONSTRAINT "_pages_v_blocks_banner_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_buttons" ADD CONSTRAINT "_pages_v_blocks_banner_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_buttons" ADD CONSTRAINT "_pages_v_blocks_banner_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_info_boxes_boxes_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_info_boxes_boxes_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_info_boxes_boxes_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_info_boxes_boxes_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_info_boxes_boxes_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_info_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_info_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_info_boxes" ADD CONSTRAINT "_pages_v_blocks_info_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents_buttons" ADD CONSTRAINT "_hcg_v_contents_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents_buttons" ADD CONSTRAINT "_hcg_v_contents_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents_buttons" ADD CONSTRAINT "_hcg_v_contents_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents_buttons" ADD CONSTRAINT "_hcg_v_contents_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents_buttons" ADD CONSTRAINT "_hcg_v_contents_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents_buttons" ADD CONSTRAINT "_hcg_v_contents_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hcg_v_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents" ADD CONSTRAINT "_hcg_v_contents_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hcg_v_contents" ADD CONSTRAINT "_hcg_v_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hcg_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hcg_v" ADD CONSTRAINT "_hcg_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_buttons_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_buttons_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_buttons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_buttons_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_slider_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider" ADD CONSTRAINT "_pages_v_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_button_page_id_pages_id_fk" FOREIGN KEY ("button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_button_education_page_id_pages_id_fk" FOREIGN KEY ("button_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_button_asset_id_media_id_fk" FOREIGN KEY ("button_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_button_article_id_articles_id_fk" FOREIGN KEY ("button_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_button_popup_id_popups_id_fk" FOREIGN KEY ("button_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_dialog_id_popups_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_see_more_link_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_see_more_link_education_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_see_more_link_asset_id_media_id_fk" FOREIGN KEY ("see_more_link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_see_more_link_article_id_articles_id_fk" FOREIGN KEY ("see_more_link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_see_more_link_popup_id_popups_id_fk" FOREIGN KEY ("see_more_link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_cards" ADD CONSTRAINT "_pages_v_blocks_content_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner_links" ADD CONSTRAINT "_pages_v_blocks_hero_banner_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner_links" ADD CONSTRAINT "_pages_v_blocks_hero_banner_links_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner_links" ADD CONSTRAINT "_pages_v_blocks_hero_banner_links_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner_links" ADD CONSTRAINT "_pages_v_blocks_hero_banner_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner_links" ADD CONSTRAINT "_pages_v_blocks_hero_banner_links_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner_links" ADD CONSTRAINT "_pages_v_blocks_hero_banner_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_see_more_link_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_see_more_link_education_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_see_more_link_asset_id_media_id_fk" FOREIGN KEY ("see_more_link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_see_more_link_article_id_articles_id_fk" FOREIGN KEY ("see_more_link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_see_more_link_popup_id_popups_id_fk" FOREIGN KEY ("see_more_link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards_people" ADD CONSTRAINT "_pages_v_blocks_contact_cards_people_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards_people" ADD CONSTRAINT "_pages_v_blocks_contact_cards_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards" ADD CONSTRAINT "_pages_v_blocks_contact_cards_see_more_link_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards" ADD CONSTRAINT "_pages_v_blocks_contact_cards_see_more_link_education_page_id_pages_id_fk" FOREIGN KEY ("see_more_link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards" ADD CONSTRAINT "_pages_v_blocks_contact_cards_see_more_link_asset_id_media_id_fk" FOREIGN KEY ("see_more_link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards" ADD CONSTRAINT "_pages_v_blocks_contact_cards_see_more_link_article_id_articles_id_fk" FOREIGN KEY ("see_more_link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards" ADD CONSTRAINT "_pages_v_blocks_contact_cards_see_more_link_popup_id_popups_id_fk" FOREIGN KEY ("see_more_link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_cards" ADD CONSTRAINT "_pages_v_blocks_contact_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_links_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_links_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_links_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_links_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_links_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_links" ADD CONSTRAINT "_pages_v_blocks_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_wysiwyg_block" ADD CONSTRAINT "_pages_v_blocks_wysiwyg_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_list" ADD CONSTRAINT "_pages_v_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proximi_map" ADD CONSTRAINT "_pages_v_blocks_proximi_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_education_page" ADD CONSTRAINT "_pages_v_blocks_education_page_sidebar_info_button_page_id_pages_id_fk" FOREIGN KEY ("sidebar_info_button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_education_page" ADD CONSTRAINT "_pages_v_blocks_education_page_sidebar_info_button_education_page_id_pages_id_fk" FOREIGN KEY ("sidebar_info_button_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_education_page" ADD CONSTRAINT "_pages_v_blocks_education_page_sidebar_info_button_asset_id_media_id_fk" FOREIGN KEY ("sidebar_info_button_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_education_page" ADD CONSTRAINT "_pages_v_blocks_education_page_sidebar_info_button_article_id_articles_id_fk" FOREIGN KEY ("sidebar_info_button_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_education_page" ADD CONSTRAINT "_pages_v_blocks_education_page_sidebar_info_button_popup_id_popups_id_fk" FOREIGN KEY ("sidebar_info_button_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_education_page" ADD CONSTRAINT "_pages_v_blocks_education_page_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_button_page_id_pages_id_fk" FOREIGN KEY ("button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_button_education_page_id_pages_id_fk" FOREIGN KEY ("button_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_button_asset_id_media_id_fk" FOREIGN KEY ("button_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_button_article_id_articles_id_fk" FOREIGN KEY ("button_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_button_popup_id_popups_id_fk" FOREIGN KEY ("button_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_primary_links_children" ADD CONSTRAINT "header_primary_links_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links_children" ADD CONSTRAINT "header_primary_links_children_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links_children" ADD CONSTRAINT "header_primary_links_children_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links_children" ADD CONSTRAINT "header_primary_links_children_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links_children" ADD CONSTRAINT "header_primary_links_children_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links_children" ADD CONSTRAINT "header_primary_links_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_primary_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_primary_links" ADD CONSTRAINT "header_primary_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links" ADD CONSTRAINT "header_primary_links_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links" ADD CONSTRAINT "header_primary_links_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links" ADD CONSTRAINT "header_primary_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links" ADD CONSTRAINT "header_primary_links_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_primary_links" ADD CONSTRAINT "header_primary_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_secondary_links_children" ADD CONSTRAINT "header_secondary_links_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links_children" ADD CONSTRAINT "header_secondary_links_children_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links_children" ADD CONSTRAINT "header_secondary_links_children_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links_children" ADD CONSTRAINT "header_secondary_links_children_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links_children" ADD CONSTRAINT "header_secondary_links_children_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links_children" ADD CONSTRAINT "header_secondary_links_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_secondary_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_secondary_links" ADD CONSTRAINT "header_secondary_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links" ADD CONSTRAINT "header_secondary_links_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links" ADD CONSTRAINT "header_secondary_links_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links" ADD CONSTRAINT "header_secondary_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links" ADD CONSTRAINT "header_secondary_links_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_secondary_links" ADD CONSTRAINT "header_secondary_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_column2" ADD CONSTRAINT "footer_column2_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column2" ADD CONSTRAINT "footer_column2_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column2" ADD CONSTRAINT "footer_column2_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column2" ADD CONSTRAINT "footer_column2_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column2" ADD CONSTRAINT "footer_column2_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column2" ADD CONSTRAINT "footer_column2_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_column3" ADD CONSTRAINT "footer_column3_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column3" ADD CONSTRAINT "footer_column3_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column3" ADD CONSTRAINT "footer_column3_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column3" ADD CONSTRAINT "footer_column3_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column3" ADD CONSTRAINT "footer_column3_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_column3" ADD CONSTRAINT "footer_column3_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_education_page_id_pages_id_fk" FOREIGN KEY ("education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locale_entries" ADD CONSTRAINT "locale_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_brands" ADD CONSTRAINT "site_settings_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_brands" ADD CONSTRAINT "site_settings_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_alerts" ADD CONSTRAINT "site_settings_alerts_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_alerts" ADD CONSTRAINT "site_settings_alerts_link_education_page_id_pages_id_fk" FOREIGN KEY ("link_education_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_alerts" ADD CONSTRAINT "site_settings_alerts_link_asset_id_media_id_fk" FOREIGN KEY ("link_asset_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_alerts" ADD CONSTRAINT "site_settings_alerts_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_alerts" ADD CONSTRAINT "site_settings_alerts_link_popup_id_popups_id_fk" FOREIGN KEY ("link_popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_alerts" ADD CONSTRAINT "site_settings_alerts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_notification_links_order_idx" ON "pages_blocks_notification_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_notification_links_parent_id_idx" ON "pages_blocks_notification_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_notification_links_locale_idx" ON "pages_blocks_notification_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_notification_links_page_idx" ON "pages_blocks_notification_links" USING btree ("page_id");
  CREATE INDEX "pages_blocks_notification_links_education_page_idx" ON "pages_blocks_notification_links" USING btree ("education_page_id");
  CREATE INDEX "pages_blocks_notification_links_asset_idx" ON "pages_blocks_notification_links" USING btree ("asset_id");
  CREATE INDEX "pages_blocks_notification_links_article_idx" ON "pages_blocks_notification_links" USING btree ("article_id");
  CREATE INDEX "pages_blocks_notification_links_popup_idx" ON "pages_blocks_notification_links" USING btree ("popup_id");
  CREATE INDEX "pages_blocks_notification_order_idx" ON "pages_blocks_notification" USING btree ("_order");
  CREATE INDEX "pages_blocks_notification_parent_id_idx" ON "pages_blocks_notification" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_notification_path_idx" ON "pages_blocks_notification" USING btree ("_path");
  CREATE INDEX "pages_blocks_notification_locale_idx" ON "pages_blocks_notification" USING btree ("_locale");
  CREATE INDEX "pages_blocks_external_data_order_idx" ON "pages_blocks_external_data" USING btree ("_order");
  CREATE INDEX "pages_blocks_external_data_parent_id_idx" ON "pages_blocks_external_data" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_external_data_path_idx" ON "pages_blocks_external_data" USING btree ("_path");
  CREATE INDEX "pages_blocks_external_data_locale_idx" ON "pages_blocks_external_data" USING btree ("_locale");
  CREATE INDEX "pages_blocks_login_form_order_idx" ON "pages_blocks_login_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_login_form_parent_id_idx" ON "pages_blocks_login_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_login_form_path_idx" ON "pages_blocks_login_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_login_form_locale_idx" ON "pages_blocks_login_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_login_form_image_idx" ON "pages_blocks_login_form" USING btree ("image_id");
  CREATE INDEX "ihth_buttons_order_idx" ON "ihth_buttons" USING btree ("_order");
  CREATE INDEX "ihth_buttons_parent_id_idx" ON "ihth_buttons" USING btree ("_parent_id");
  CREATE INDEX "ihth_buttons_locale_idx" ON "ihth_buttons" USING btree ("_locale");
  CREATE INDEX "ihth_buttons_page_idx" ON "ihth_buttons" USING btree ("page_id");
  CREATE INDEX "ihth_buttons_education_page_idx" ON "ihth_buttons" USING btree ("education_page_id");
  CREATE INDEX "ihth_buttons_asset_idx" ON "ihth_buttons" USING btree ("asset_id");
  CREATE INDEX "ihth_buttons_article_idx" ON "ihth_buttons" USING btree ("article_id");
  CREATE INDEX "ihth_buttons_popup_idx" ON "ihth_buttons" USING btree ("popup_id");
  CREATE INDEX "ihth_order_idx" ON "ihth" USING btree ("_order");
  CREATE INDEX "ihth_parent_id_idx" ON "ihth" USING btree ("_parent_id");
  CREATE INDEX "ihth_path_idx" ON "ihth" USING btree ("_path");
  CREATE INDEX "ihth_locale_idx" ON "ihth" USING btree ("_locale");
  CREATE INDEX "ihth_image_idx" ON "ihth" USING btree ("image_id");
  CREATE INDEX "pages_blocks_banner_buttons_order_idx" ON "pages_blocks_banner_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_buttons_parent_id_idx" ON "pages_blocks_banner_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_buttons_locale_idx" ON "pages_blocks_banner_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_banner_buttons_page_idx" ON "pages_blocks_banner_buttons" USING btree ("page_id");
  CREATE INDEX "pages_blocks_banner_buttons_education_page_idx" ON "pages_blocks_banner_buttons" USING btree ("education_page_id");
  CREATE INDEX "pages_blocks_banner_buttons_asset_idx" ON "pages_blocks_banner_buttons" USING btree ("asset_id");
  CREATE INDEX "pages_blocks_banner_buttons_article_idx" ON "pages_blocks_banner_buttons" USING btree ("article_id");
  CREATE INDEX "pages_blocks_banner_buttons_popup_idx" ON "pages_blocks_banner_buttons" USING btree ("popup_id");
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_banner_locale_idx" ON "pages_blocks_banner" USING btree ("_locale");
  CREATE INDEX "pages_blocks_info_boxes_boxes_order_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("_order");
  CREATE INDEX "pages_blocks_info_boxes_boxes_parent_id_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_info_boxes_boxes_locale_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("_locale");
  CREATE INDEX "pages_blocks_info_boxes_boxes_link_link_page_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_info_boxes_boxes_link_link_education_page_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("link_education_page_id");
  CREATE INDEX "pages_blocks_info_boxes_boxes_link_link_asset_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("link_asset_id");
  CREATE INDEX "pages_blocks_info_boxes_boxes_link_link_article_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("link_article_id");
  CREATE INDEX "pages_blocks_info_boxes_boxes_link_link_popup_idx" ON "pages_blocks_info_boxes_boxes" USING btree ("link_popup_id");
  CREATE INDEX "pages_blocks_info_boxes_order_idx" ON "pages_blocks_info_boxes" USING btree ("_order");
  CREATE INDEX "pages_blocks_info_boxes_parent_id_idx" ON "pages_blocks_info_boxes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_info_boxes_path_idx" ON "pages_blocks_info_boxes" USING btree ("_path");
  CREATE INDEX "pages_blocks_info_boxes_locale_idx" ON "pages_blocks_info_boxes" USING btree ("_locale");
  CREATE INDEX "hcg_contents_buttons_order_idx" ON "hcg_contents_buttons" USING btree ("_order");
  CREATE INDEX "hcg_contents_buttons_parent_id_idx" ON "hcg_contents_buttons" USING btree ("_parent_id");
  CREATE INDEX "hcg_contents_buttons_locale_idx" ON "hcg_contents_buttons" USING btree ("_locale");
  CREATE INDEX "hcg_contents_buttons_page_idx" ON "hcg_contents_buttons" USING btree ("page_id");
  CREATE INDEX "hcg_contents_buttons_education_page_idx" ON "hcg_contents_buttons" USING btree ("education_page_id");
  CREATE INDEX "hcg_contents_buttons_asset_idx" ON "hcg_contents_buttons" USING btree ("asset_id");
  CREATE INDEX "hcg_contents_buttons_article_idx" ON "hcg_contents_buttons" USING btree ("article_id");
  CREATE INDEX "hcg_contents_buttons_popup_idx" ON "hcg_contents_buttons" USING btree ("popup_id");
  CREATE INDEX "hcg_contents_order_idx" ON "hcg_contents" USING btree ("_order");
  CREATE INDEX "hcg_contents_parent_id_idx" ON "hcg_contents" USING btree ("_parent_id");
  CREATE INDEX "hcg_contents_locale_idx" ON "hcg_contents" USING btree ("_locale");
  CREATE INDEX "hcg_contents_image_idx" ON "hcg_contents" USING btree ("image_id");
  CREATE INDEX "hcg_order_idx" ON "hcg" USING btree ("_order");
  CREATE INDEX "hcg_parent_id_idx" ON "hcg" USING btree ("_parent_id");
  CREATE INDEX "hcg_path_idx" ON "hcg" USING btree ("_path");
  CREATE INDEX "hcg_locale_idx" ON "hcg" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_order_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_parent_id_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_locale_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_page_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("page_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_education_page_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("education_page_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_asset_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("asset_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_article_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("article_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_buttons_popup_idx" ON "pages_blocks_hero_slider_slides_buttons" USING btree ("popup_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_order_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_parent_id_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_locale_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_slider_slides_image_idx" ON "pages_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_slider_order_idx" ON "pages_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_parent_id_idx" ON "pages_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_path_idx" ON "pages_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_slider_locale_idx" ON "pages_blocks_hero_slider" USING btree ("_locale");
  CREATE INDEX "pages_blocks_card_list_cards_order_idx" ON "pages_blocks_card_list_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_list_cards_parent_id_idx" ON "pages_blocks_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_list_cards_locale_idx" ON "pages_blocks_card_list_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_card_list_cards_image_idx" ON "pages_blocks_card_list_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_card_list_cards_link_link_page_idx" ON "pages_blocks_card_list_cards" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_card_list_cards_link_link_education_page_idx" ON "pages_blocks_card_list_cards" USING btree ("link_education_page_id");
  CREATE INDEX "pages_blocks_card_list_cards_link_link_asset_idx" ON "pages_blocks_card_list_cards" USING btree ("link_asset_id");
  CREATE INDEX "pages_blocks_card_list_cards_link_link_article_idx" ON "pages_blocks_card_list_cards" USING btree ("link_article_id");
  CREATE INDEX "pages_blocks_card_list_cards_link_link_popup_idx" ON "pages_blocks_card_list_cards" USING btree ("link_popup_id");
  CREATE INDEX "pages_blocks_card_list_order_idx" ON "pages_blocks_card_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_list_parent_id_idx" ON "pages_blocks_card_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_list_path_idx" ON "pages_blocks_card_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_card_list_locale_idx" ON "pages_blocks_card_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_content_cards_cards_order_idx" ON "pages_blocks_content_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_cards_cards_parent_id_idx" ON "pages_blocks_content_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_cards_cards_locale_idx" ON "pages_blocks_content_cards_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_content_cards_cards_image_idx" ON "pages_blocks_content_cards_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_content_cards_cards_button_button_page_idx" ON "pages_blocks_content_cards_cards" USING btree ("button_page_id");
  CREATE INDEX "pages_blocks_content_cards_cards_button_button_education_idx" ON "pages_blocks_content_cards_cards" USING btree ("button_education_page_id");
  CREATE INDEX "pages_blocks_content_cards_cards_button_button_asset_idx" ON "pages_blocks_content_cards_cards" USING btree ("button_asset_id");
  CREATE INDEX "pages_blocks_content_cards_cards_button_button_article_idx" ON "pages_blocks_content_cards_cards" USING btree ("button_article_id");
  CREATE INDEX "pages_blocks_content_cards_cards_button_button_popup_idx" ON "pages_blocks_content_cards_cards" USING btree ("button_popup_id");
  CREATE INDEX "pages_blocks_content_cards_cards_dialog_idx" ON "pages_blocks_content_cards_cards" USING btree ("dialog_id");
  CREATE INDEX "pages_blocks_content_cards_order_idx" ON "pages_blocks_content_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_cards_parent_id_idx" ON "pages_blocks_content_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_cards_path_idx" ON "pages_blocks_content_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_cards_locale_idx" ON "pages_blocks_content_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_content_cards_see_more_link_see_more_link_p_idx" ON "pages_blocks_content_cards" USING btree ("see_more_link_page_id");
  CREATE INDEX "pages_blocks_content_cards_see_more_link_see_more_link_e_idx" ON "pages_blocks_content_cards" USING btree ("see_more_link_education_page_id");
  CREATE INDEX "pages_blocks_content_cards_see_more_link_see_more_link_a_idx" ON "pages_blocks_content_cards" USING btree ("see_more_link_asset_id");
  CREATE INDEX "pages_blocks_content_cards_see_more_link_see_more_link_1_idx" ON "pages_blocks_content_cards" USING btree ("see_more_link_article_id");
  CREATE INDEX "pages_blocks_content_cards_see_more_link_see_more_link_2_idx" ON "pages_blocks_content_cards" USING btree ("see_more_link_popup_id");
  CREATE INDEX "pages_blocks_hero_banner_links_order_idx" ON "pages_blocks_hero_banner_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_banner_links_parent_id_idx" ON "pages_blocks_hero_banner_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_banner_links_locale_idx" ON "pages_blocks_hero_banner_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_banner_links_page_idx" ON "pages_blocks_hero_banner_links" USING btree ("page_id");
  CREATE INDEX "pages_blocks_hero_banner_links_education_page_idx" ON "pages_blocks_hero_banner_links" USING btree ("education_page_id");
  CREATE INDEX "pages_blocks_hero_banner_links_asset_idx" ON "pages_blocks_hero_banner_links" USING btree ("asset_id");
  CREATE INDEX "pages_blocks_hero_banner_links_article_idx" ON "pages_blocks_hero_banner_links" USING btree ("article_id");
  CREATE INDEX "pages_blocks_hero_banner_links_popup_idx" ON "pages_blocks_hero_banner_links" USING btree ("popup_id");
  CREATE INDEX "pages_blocks_hero_banner_order_idx" ON "pages_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_banner_parent_id_idx" ON "pages_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_banner_path_idx" ON "pages_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_banner_locale_idx" ON "pages_blocks_hero_banner" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_banner_image_idx" ON "pages_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_content_slider_slides_order_idx" ON "pages_blocks_content_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_slider_slides_parent_id_idx" ON "pages_blocks_content_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_slider_slides_locale_idx" ON "pages_blocks_content_slider_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_content_slider_slides_image_idx" ON "pages_blocks_content_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_page_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_education_p_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_education_page_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_asset_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_asset_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_article_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_article_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_popup_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_popup_id");
  CREATE INDEX "pages_blocks_content_slider_order_idx" ON "pages_blocks_content_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_slider_parent_id_idx" ON "pages_blocks_content_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_slider_path_idx" ON "pages_blocks_content_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_slider_locale_idx" ON "pages_blocks_content_slider" USING btree ("_locale");
  CREATE INDEX "pages_blocks_content_slider_see_more_link_see_more_link__idx" ON "pages_blocks_content_slider" USING btree ("see_more_link_page_id");
  CREATE INDEX "pages_blocks_content_slider_see_more_link_see_more_lin_1_idx" ON "pages_blocks_content_slider" USING btree ("see_more_link_education_page_id");
  CREATE INDEX "pages_blocks_content_slider_see_more_link_see_more_lin_2_idx" ON "pages_blocks_content_slider" USING btree ("see_more_link_asset_id");
  CREATE INDEX "pages_blocks_content_slider_see_more_link_see_more_lin_3_idx" ON "pages_blocks_content_slider" USING btree ("see_more_link_article_id");
  CREATE INDEX "pages_blocks_content_slider_see_more_link_see_more_lin_4_idx" ON "pages_blocks_content_slider" USING btree ("see_more_link_popup_id");
  CREATE INDEX "pages_blocks_contact_cards_people_order_idx" ON "pages_blocks_contact_cards_people" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_cards_people_parent_id_idx" ON "pages_blocks_contact_cards_people" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_cards_people_locale_idx" ON "pages_blocks_contact_cards_people" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contact_cards_people_image_idx" ON "pages_blocks_contact_cards_people" USING btree ("image_id");
  CREATE INDEX "pages_blocks_contact_cards_order_idx" ON "pages_blocks_contact_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_cards_parent_id_idx" ON "pages_blocks_contact_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_cards_path_idx" ON "pages_blocks_contact_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_cards_locale_idx" ON "pages_blocks_contact_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contact_cards_see_more_link_see_more_link_p_idx" ON "pages_blocks_contact_cards" USING btree ("see_more_link_page_id");
  CREATE INDEX "pages_blocks_contact_cards_see_more_link_see_more_link_e_idx" ON "pages_blocks_contact_cards" USING btree ("see_more_link_education_page_id");
  CREATE INDEX "pages_blocks_contact_cards_see_more_link_see_more_link_a_idx" ON "pages_blocks_contact_cards" USING btree ("see_more_link_asset_id");
  CREATE INDEX "pages_blocks_contact_cards_see_more_link_see_more_link_1_idx" ON "pages_blocks_contact_cards" USING btree ("see_more_link_article_id");
  CREATE INDEX "pages_blocks_contact_cards_see_more_link_see_more_link_2_idx" ON "pages_blocks_contact_cards" USING btree ("see_more_link_popup_id");
  CREATE INDEX "pages_blocks_quick_links_links_order_idx" ON "pages_blocks_quick_links_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_quick_links_links_parent_id_idx" ON "pages_blocks_quick_links_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quick_links_links_locale_idx" ON "pages_blocks_quick_links_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quick_links_links_image_idx" ON "pages_blocks_quick_links_links" USING btree ("image_id");
  CREATE INDEX "pages_blocks_quick_links_links_link_link_page_idx" ON "pages_blocks_quick_links_links" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_quick_links_links_link_link_education_page_idx" ON "pages_blocks_quick_links_links" USING btree ("link_education_page_id");
  CREATE INDEX "pages_blocks_quick_links_links_link_link_asset_idx" ON "pages_blocks_quick_links_links" USING btree ("link_asset_id");
  CREATE INDEX "pages_blocks_quick_links_links_link_link_article_idx" ON "pages_blocks_quick_links_links" USING btree ("link_article_id");
  CREATE INDEX "pages_blocks_quick_links_links_link_link_popup_idx" ON "pages_blocks_quick_links_links" USING btree ("link_popup_id");
  CREATE INDEX "pages_blocks_quick_links_order_idx" ON "pages_blocks_quick_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_quick_links_parent_id_idx" ON "pages_blocks_quick_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quick_links_path_idx" ON "pages_blocks_quick_links" USING btree ("_path");
  CREATE INDEX "pages_blocks_quick_links_locale_idx" ON "pages_blocks_quick_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_wysiwyg_block_order_idx" ON "pages_blocks_wysiwyg_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_wysiwyg_block_parent_id_idx" ON "pages_blocks_wysiwyg_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_wysiwyg_block_path_idx" ON "pages_blocks_wysiwyg_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_wysiwyg_block_locale_idx" ON "pages_blocks_wysiwyg_block" USING btree ("_locale");
  CREATE INDEX "pages_blocks_article_list_order_idx" ON "pages_blocks_article_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_article_list_parent_id_idx" ON "pages_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_article_list_path_idx" ON "pages_blocks_article_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_article_list_locale_idx" ON "pages_blocks_article_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_proximi_map_order_idx" ON "pages_blocks_proximi_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_proximi_map_parent_id_idx" ON "pages_blocks_proximi_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_proximi_map_path_idx" ON "pages_blocks_proximi_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_proximi_map_locale_idx" ON "pages_blocks_proximi_map" USING btree ("_locale");
  CREATE INDEX "pages_blocks_education_page_order_idx" ON "pages_blocks_education_page" USING btree ("_order");
  CREATE INDEX "pages_blocks_education_page_parent_id_idx" ON "pages_blocks_education_page" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_education_page_path_idx" ON "pages_blocks_education_page" USING btree ("_path");
  CREATE INDEX "pages_blocks_education_page_locale_idx" ON "pages_blocks_education_page" USING btree ("_locale");
  CREATE INDEX "pages_blocks_education_page_sidebar_info_button_sidebar__idx" ON "pages_blocks_education_page" USING btree ("sidebar_info_button_page_id");
  CREATE INDEX "pages_blocks_education_page_sidebar_info_button_sideba_1_idx" ON "pages_blocks_education_page" USING btree ("sidebar_info_button_education_page_id");
  CREATE INDEX "pages_blocks_education_page_sidebar_info_button_sideba_2_idx" ON "pages_blocks_education_page" USING btree ("sidebar_info_button_asset_id");
  CREATE INDEX "pages_blocks_education_page_sidebar_info_button_sideba_3_idx" ON "pages_blocks_education_page" USING btree ("sidebar_info_button_article_id");
  CREATE INDEX "pages_blocks_education_page_sidebar_info_button_sideba_4_idx" ON "pages_blocks_education_page" USING btree ("sidebar_info_button_popup_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_path_idx" ON "pages_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id","locale");
  CREATE INDEX "pages_rels_tags_id_idx" ON "pages_rels" USING btree ("tags_id","locale");
  CREATE INDEX "_pages_v_blocks_notification_links_order_idx" ON "_pages_v_blocks_notification_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_notification_links_parent_id_idx" ON "_pages_v_blocks_notification_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_notification_links_locale_idx" ON "_pages_v_blocks_notification_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_notification_links_page_idx" ON "_pages_v_blocks_notification_links" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_notification_links_education_page_idx" ON "_pages_v_blocks_notification_links" USING btree ("education_page_id");
  CREATE INDEX "_pages_v_blocks_notification_links_asset_idx" ON "_pages_v_blocks_notification_links" USING btree ("asset_id");
  CREATE INDEX "_pages_v_blocks_notification_links_article_idx" ON "_pages_v_blocks_notification_links" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_notification_links_popup_idx" ON "_pages_v_blocks_notification_links" USING btree ("popup_id");
  CREATE INDEX "_pages_v_blocks_notification_order_idx" ON "_pages_v_blocks_notification" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_notification_parent_id_idx" ON "_pages_v_blocks_notification" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_notification_path_idx" ON "_pages_v_blocks_notification" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_notification_locale_idx" ON "_pages_v_blocks_notification" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_external_data_order_idx" ON "_pages_v_blocks_external_data" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_external_data_parent_id_idx" ON "_pages_v_blocks_external_data" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_external_data_path_idx" ON "_pages_v_blocks_external_data" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_external_data_locale_idx" ON "_pages_v_blocks_external_data" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_login_form_order_idx" ON "_pages_v_blocks_login_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_login_form_parent_id_idx" ON "_pages_v_blocks_login_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_login_form_path_idx" ON "_pages_v_blocks_login_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_login_form_locale_idx" ON "_pages_v_blocks_login_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_login_form_image_idx" ON "_pages_v_blocks_login_form" USING btree ("image_id");
  CREATE INDEX "_ihth_v_buttons_order_idx" ON "_ihth_v_buttons" USING btree ("_order");
  CREATE INDEX "_ihth_v_buttons_parent_id_idx" ON "_ihth_v_buttons" USING btree ("_parent_id");
  CREATE INDEX "_ihth_v_buttons_locale_idx" ON "_ihth_v_buttons" USING btree ("_locale");
  CREATE INDEX "_ihth_v_buttons_page_idx" ON "_ihth_v_buttons" USING btree ("page_id");
  CREATE INDEX "_ihth_v_buttons_education_page_idx" ON "_ihth_v_buttons" USING btree ("education_page_id");
  CREATE INDEX "_ihth_v_buttons_asset_idx" ON "_ihth_v_buttons" USING btree ("asset_id");
  CREATE INDEX "_ihth_v_buttons_article_idx" ON "_ihth_v_buttons" USING btree ("article_id");
  CREATE INDEX "_ihth_v_buttons_popup_idx" ON "_ihth_v_buttons" USING btree ("popup_id");
  CREATE INDEX "_ihth_v_order_idx" ON "_ihth_v" USING btree ("_order");
  CREATE INDEX "_ihth_v_parent_id_idx" ON "_ihth_v" USING btree ("_parent_id");
  CREATE INDEX "_ihth_v_path_idx" ON "_ihth_v" USING btree ("_path");
  CREATE INDEX "_ihth_v_locale_idx" ON "_ihth_v" USING btree ("_locale");
  CREATE INDEX "_ihth_v_image_idx" ON "_ihth_v" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_banner_buttons_order_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_buttons_parent_id_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_buttons_locale_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_banner_buttons_page_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_banner_buttons_education_page_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("education_page_id");
  CREATE INDEX "_pages_v_blocks_banner_buttons_asset_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("asset_id");
  CREATE INDEX "_pages_v_blocks_banner_buttons_article_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_banner_buttons_popup_idx" ON "_pages_v_blocks_banner_buttons" USING btree ("popup_id");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_locale_idx" ON "_pages_v_blocks_banner" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_order_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_parent_id_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_locale_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_link_link_page_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_link_link_education_pag_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("link_education_page_id");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_link_link_asset_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_link_link_article_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("link_article_id");
  CREATE INDEX "_pages_v_blocks_info_boxes_boxes_link_link_popup_idx" ON "_pages_v_blocks_info_boxes_boxes" USING btree ("link_popup_id");
  CREATE INDEX "_pages_v_blocks_info_boxes_order_idx" ON "_pages_v_blocks_info_boxes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_info_boxes_parent_id_idx" ON "_pages_v_blocks_info_boxes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_info_boxes_path_idx" ON "_pages_v_blocks_info_boxes" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_info_boxes_locale_idx" ON "_pages_v_blocks_info_boxes" USING btree ("_locale");
  CREATE INDEX "_hcg_v_contents_buttons_order_idx" ON "_hcg_v_contents_buttons" USING btree ("_order");
  CREATE INDEX "_hcg_v_contents_buttons_parent_id_idx" ON "_hcg_v_contents_buttons" USING btree ("_parent_id");
  CREATE INDEX "_hcg_v_contents_buttons_locale_idx" ON "_hcg_v_contents_buttons" USING btree ("_locale");
  CREATE INDEX "_hcg_v_contents_buttons_page_idx" ON "_hcg_v_contents_buttons" USING btree ("page_id");
  CREATE INDEX "_hcg_v_contents_buttons_education_page_idx" ON "_hcg_v_contents_buttons" USING btree ("education_page_id");
  CREATE INDEX "_hcg_v_contents_buttons_asset_idx" ON "_hcg_v_contents_buttons" USING btree ("asset_id");
  CREATE INDEX "_hcg_v_contents_buttons_article_idx" ON "_hcg_v_contents_buttons" USING btree ("article_id");
  CREATE INDEX "_hcg_v_contents_buttons_popup_idx" ON "_hcg_v_contents_buttons" USING btree ("popup_id");
  CREATE INDEX "_hcg_v_contents_order_idx" ON "_hcg_v_contents" USING btree ("_order");
  CREATE INDEX "_hcg_v_contents_parent_id_idx" ON "_hcg_v_contents" USING btree ("_parent_id");
  CREATE INDEX "_hcg_v_contents_locale_idx" ON "_hcg_v_contents" USING btree ("_locale");
  CREATE INDEX "_hcg_v_contents_image_idx" ON "_hcg_v_contents" USING btree ("image_id");
  CREATE INDEX "_hcg_v_order_idx" ON "_hcg_v" USING btree ("_order");
  CREATE INDEX "_hcg_v_parent_id_idx" ON "_hcg_v" USING btree ("_parent_id");
  CREATE INDEX "_hcg_v_path_idx" ON "_hcg_v" USING btree ("_path");
  CREATE INDEX "_hcg_v_locale_idx" ON "_hcg_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_order_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_parent_id_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_locale_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_page_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_education_pag_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("education_page_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_asset_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("asset_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_article_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_buttons_popup_idx" ON "_pages_v_blocks_hero_slider_slides_buttons" USING btree ("popup_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_order_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_parent_id_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_locale_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_image_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_order_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_parent_id_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_path_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_slider_locale_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_card_list_cards_order_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_list_cards_parent_id_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_locale_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_card_list_cards_image_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_link_link_page_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_link_link_education_page_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("link_education_page_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_link_link_asset_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_link_link_article_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("link_article_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_link_link_popup_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("link_popup_id");
  CREATE INDEX "_pages_v_blocks_card_list_order_idx" ON "_pages_v_blocks_card_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_list_parent_id_idx" ON "_pages_v_blocks_card_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_list_path_idx" ON "_pages_v_blocks_card_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_card_list_locale_idx" ON "_pages_v_blocks_card_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_order_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_parent_id_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_locale_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_image_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_button_button_page_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("button_page_id");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_button_button_educat_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("button_education_page_id");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_button_button_asset_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("button_asset_id");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_button_button_articl_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("button_article_id");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_button_button_popup_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("button_popup_id");
  CREATE INDEX "_pages_v_blocks_content_cards_cards_dialog_idx" ON "_pages_v_blocks_content_cards_cards" USING btree ("dialog_id");
  CREATE INDEX "_pages_v_blocks_content_cards_order_idx" ON "_pages_v_blocks_content_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_cards_parent_id_idx" ON "_pages_v_blocks_content_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_cards_path_idx" ON "_pages_v_blocks_content_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_cards_locale_idx" ON "_pages_v_blocks_content_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_content_cards_see_more_link_see_more_lin_idx" ON "_pages_v_blocks_content_cards" USING btree ("see_more_link_page_id");
  CREATE INDEX "_pages_v_blocks_content_cards_see_more_link_see_more_l_1_idx" ON "_pages_v_blocks_content_cards" USING btree ("see_more_link_education_page_id");
  CREATE INDEX "_pages_v_blocks_content_cards_see_more_link_see_more_l_2_idx" ON "_pages_v_blocks_content_cards" USING btree ("see_more_link_asset_id");
  CREATE INDEX "_pages_v_blocks_content_cards_see_more_link_see_more_l_3_idx" ON "_pages_v_blocks_content_cards" USING btree ("see_more_link_article_id");
  CREATE INDEX "_pages_v_blocks_content_cards_see_more_link_see_more_l_4_idx" ON "_pages_v_blocks_content_cards" USING btree ("see_more_link_popup_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_order_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_parent_id_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_locale_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_page_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_education_page_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("education_page_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_asset_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("asset_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_article_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("article_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_links_popup_idx" ON "_pages_v_blocks_hero_banner_links" USING btree ("popup_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_order_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_banner_parent_id_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_path_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_banner_locale_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_banner_image_idx" ON "_pages_v_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_order_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_parent_id_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_locale_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_image_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_page_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_educatio_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_education_page_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_asset_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_article_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_article_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_popup_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_popup_id");
  CREATE INDEX "_pages_v_blocks_content_slider_order_idx" ON "_pages_v_blocks_content_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_slider_parent_id_idx" ON "_pages_v_blocks_content_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_slider_path_idx" ON "_pages_v_blocks_content_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_slider_locale_idx" ON "_pages_v_blocks_content_slider" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_content_slider_see_more_link_see_more_li_idx" ON "_pages_v_blocks_content_slider" USING btree ("see_more_link_page_id");
  CREATE INDEX "_pages_v_blocks_content_slider_see_more_link_see_more__1_idx" ON "_pages_v_blocks_content_slider" USING btree ("see_more_link_education_page_id");
  CREATE INDEX "_pages_v_blocks_content_slider_see_more_link_see_more__2_idx" ON "_pages_v_blocks_content_slider" USING btree ("see_more_link_asset_id");
  CREATE INDEX "_pages_v_blocks_content_slider_see_more_link_see_more__3_idx" ON "_pages_v_blocks_content_slider" USING btree ("see_more_link_article_id");
  CREATE INDEX "_pages_v_blocks_content_slider_see_more_link_see_more__4_idx" ON "_pages_v_blocks_content_slider" USING btree ("see_more_link_popup_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_people_order_idx" ON "_pages_v_blocks_contact_cards_people" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_cards_people_parent_id_idx" ON "_pages_v_blocks_contact_cards_people" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_people_locale_idx" ON "_pages_v_blocks_contact_cards_people" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contact_cards_people_image_idx" ON "_pages_v_blocks_contact_cards_people" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_order_idx" ON "_pages_v_blocks_contact_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_cards_parent_id_idx" ON "_pages_v_blocks_contact_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_path_idx" ON "_pages_v_blocks_contact_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_cards_locale_idx" ON "_pages_v_blocks_contact_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contact_cards_see_more_link_see_more_lin_idx" ON "_pages_v_blocks_contact_cards" USING btree ("see_more_link_page_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_see_more_link_see_more_l_1_idx" ON "_pages_v_blocks_contact_cards" USING btree ("see_more_link_education_page_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_see_more_link_see_more_l_2_idx" ON "_pages_v_blocks_contact_cards" USING btree ("see_more_link_asset_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_see_more_link_see_more_l_3_idx" ON "_pages_v_blocks_contact_cards" USING btree ("see_more_link_article_id");
  CREATE INDEX "_pages_v_blocks_contact_cards_see_more_link_see_more_l_4_idx" ON "_pages_v_blocks_contact_cards" USING btree ("see_more_link_popup_id");
  CREATE INDEX "_pages_v_blocks_quick_links_links_order_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quick_links_links_parent_id_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quick_links_links_locale_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quick_links_links_image_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_quick_links_links_link_link_page_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_quick_links_links_link_link_education_pa_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("link_education_page_id");
  CREATE INDEX "_pages_v_blocks_quick_links_links_link_link_asset_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("link_asset_id");
  CREATE INDEX "_pages_v_blocks_quick_links_links_link_link_article_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("link_article_id");
  CREATE INDEX "_pages_v_blocks_quick_links_links_link_link_popup_idx" ON "_pages_v_blocks_quick_links_links" USING btree ("link_popup_id");
  CREATE INDEX "_pages_v_blocks_quick_links_order_idx" ON "_pages_v_blocks_quick_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quick_links_parent_id_idx" ON "_pages_v_blocks_quick_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quick_links_path_idx" ON "_pages_v_blocks_quick_links" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quick_links_locale_idx" ON "_pages_v_blocks_quick_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_wysiwyg_block_order_idx" ON "_pages_v_blocks_wysiwyg_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_wysiwyg_block_parent_id_idx" ON "_pages_v_blocks_wysiwyg_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_wysiwyg_block_path_idx" ON "_pages_v_blocks_wysiwyg_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_wysiwyg_block_locale_idx" ON "_pages_v_blocks_wysiwyg_block" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_article_list_order_idx" ON "_pages_v_blocks_article_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_article_list_parent_id_idx" ON "_pages_v_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_article_list_path_idx" ON "_pages_v_blocks_article_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_article_list_locale_idx" ON "_pages_v_blocks_article_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_proximi_map_order_idx" ON "_pages_v_blocks_proximi_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_proximi_map_parent_id_idx" ON "_pages_v_blocks_proximi_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_proximi_map_path_idx" ON "_pages_v_blocks_proximi_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_proximi_map_locale_idx" ON "_pages_v_blocks_proximi_map" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_education_page_order_idx" ON "_pages_v_blocks_education_page" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_education_page_parent_id_idx" ON "_pages_v_blocks_education_page" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_education_page_path_idx" ON "_pages_v_blocks_education_page" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_education_page_locale_idx" ON "_pages_v_blocks_education_page" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_education_page_sidebar_info_button_sideb_idx" ON "_pages_v_blocks_education_page" USING btree ("sidebar_info_button_page_id");
  CREATE INDEX "_pages_v_blocks_education_page_sidebar_info_button_sid_1_idx" ON "_pages_v_blocks_education_page" USING btree ("sidebar_info_button_education_page_id");
  CREATE INDEX "_pages_v_blocks_education_page_sidebar_info_button_sid_2_idx" ON "_pages_v_blocks_education_page" USING btree ("sidebar_info_button_asset_id");
  CREATE INDEX "_pages_v_blocks_education_page_sidebar_info_button_sid_3_idx" ON "_pages_v_blocks_education_page" USING btree ("sidebar_info_button_article_id");
  CREATE INDEX "_pages_v_blocks_education_page_sidebar_info_button_sid_4_idx" ON "_pages_v_blocks_education_page" USING btree ("sidebar_info_button_popup_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id","locale");
  CREATE INDEX "_pages_v_rels_tags_id_idx" ON "_pages_v_rels" USING btree ("tags_id","locale");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_tags_id_idx" ON "articles_rels" USING btree ("tags_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_tags_id_idx" ON "_articles_v_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "tags_key_idx" ON "tags" USING btree ("key");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "popups_button_button_page_idx" ON "popups_locales" USING btree ("button_page_id");
  CREATE INDEX "popups_button_button_education_page_idx" ON "popups_locales" USING btree ("button_education_page_id");
  CREATE INDEX "popups_button_button_asset_idx" ON "popups_locales" USING btree ("button_asset_id");
  CREATE INDEX "popups_button_button_article_idx" ON "popups_locales" USING btree ("button_article_id");
  CREATE INDEX "popups_button_button_popup_idx" ON "popups_locales" USING btree ("button_popup_id");
  CREATE UNIQUE INDEX "popups_locales_locale_parent_id_unique" ON "popups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_rels_order_idx" ON "popups_rels" USING btree ("order");
  CREATE INDEX "popups_rels_parent_idx" ON "popups_rels" USING btree ("parent_id");
  CREATE INDEX "popups_rels_path_idx" ON "popups_rels" USING btree ("path");
  CREATE INDEX "popups_rels_locale_idx" ON "popups_rels" USING btree ("locale");
  CREATE INDEX "popups_rels_pages_id_idx" ON "popups_rels" USING btree ("pages_id","locale");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_fullhd_sizes_fullhd_filename_idx" ON "media" USING btree ("sizes_fullhd_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_primary_links_children_order_idx" ON "header_primary_links_children" USING btree ("_order");
  CREATE INDEX "header_primary_links_children_parent_id_idx" ON "header_primary_links_children" USING btree ("_parent_id");
  CREATE INDEX "header_primary_links_children_locale_idx" ON "header_primary_links_children" USING btree ("_locale");
  CREATE INDEX "header_primary_links_children_page_idx" ON "header_primary_links_children" USING btree ("page_id");
  CREATE INDEX "header_primary_links_children_education_page_idx" ON "header_primary_links_children" USING btree ("education_page_id");
  CREATE INDEX "header_primary_links_children_asset_idx" ON "header_primary_links_children" USING btree ("asset_id");
  CREATE INDEX "header_primary_links_children_article_idx" ON "header_primary_links_children" USING btree ("article_id");
  CREATE INDEX "header_primary_links_children_popup_idx" ON "header_primary_links_children" USING btree ("popup_id");
  CREATE INDEX "header_primary_links_order_idx" ON "header_primary_links" USING btree ("_order");
  CREATE INDEX "header_primary_links_parent_id_idx" ON "header_primary_links" USING btree ("_parent_id");
  CREATE INDEX "header_primary_links_locale_idx" ON "header_primary_links" USING btree ("_locale");
  CREATE INDEX "header_primary_links_page_idx" ON "header_primary_links" USING btree ("page_id");
  CREATE INDEX "header_primary_links_education_page_idx" ON "header_primary_links" USING btree ("education_page_id");
  CREATE INDEX "header_primary_links_asset_idx" ON "header_primary_links" USING btree ("asset_id");
  CREATE INDEX "header_primary_links_article_idx" ON "header_primary_links" USING btree ("article_id");
  CREATE INDEX "header_primary_links_popup_idx" ON "header_primary_links" USING btree ("popup_id");
  CREATE INDEX "header_secondary_links_children_order_idx" ON "header_secondary_links_children" USING btree ("_order");
  CREATE INDEX "header_secondary_links_children_parent_id_idx" ON "header_secondary_links_children" USING btree ("_parent_id");
  CREATE INDEX "header_secondary_links_children_locale_idx" ON "header_secondary_links_children" USING btree ("_locale");
  CREATE INDEX "header_secondary_links_children_page_idx" ON "header_secondary_links_children" USING btree ("page_id");
  CREATE INDEX "header_secondary_links_children_education_page_idx" ON "header_secondary_links_children" USING btree ("education_page_id");
  CREATE INDEX "header_secondary_links_children_asset_idx" ON "header_secondary_links_children" USING btree ("asset_id");
  CREATE INDEX "header_secondary_links_children_article_idx" ON "header_secondary_links_children" USING btree ("article_id");
  CREATE INDEX "header_secondary_links_children_popup_idx" ON "header_secondary_links_children" USING btree ("popup_id");
  CREATE INDEX "header_secondary_links_order_idx" ON "header_secondary_links" USING btree ("_order");
  CREATE INDEX "header_secondary_links_parent_id_idx" ON "header_secondary_links" USING btree ("_parent_id");
  CREATE INDEX "header_secondary_links_locale_idx" ON "header_secondary_links" USING btree ("_locale");
  CREATE INDEX "header_secondary_links_page_idx" ON "header_secondary_links" USING btree ("page_id");
  CREATE INDEX "header_secondary_links_education_page_idx" ON "header_secondary_links" USING btree ("education_page_id");
  CREATE INDEX "header_secondary_links_asset_idx" ON "header_secondary_links" USING btree ("asset_id");
  CREATE INDEX "header_secondary_links_article_idx" ON "header_secondary_links" USING btree ("article_id");
  CREATE INDEX "header_secondary_links_popup_idx" ON "header_secondary_links" USING btree ("popup_id");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "header_rels" USING btree ("path");
  CREATE INDEX "header_rels_locale_idx" ON "header_rels" USING btree ("locale");
  CREATE INDEX "header_rels_pages_id_idx" ON "header_rels" USING btree ("pages_id","locale");
  CREATE INDEX "footer_column2_order_idx" ON "footer_column2" USING btree ("_order");
  CREATE INDEX "footer_column2_parent_id_idx" ON "footer_column2" USING btree ("_parent_id");
  CREATE INDEX "footer_column2_locale_idx" ON "footer_column2" USING btree ("_locale");
  CREATE INDEX "footer_column2_page_idx" ON "footer_column2" USING btree ("page_id");
  CREATE INDEX "footer_column2_education_page_idx" ON "footer_column2" USING btree ("education_page_id");
  CREATE INDEX "footer_column2_asset_idx" ON "footer_column2" USING btree ("asset_id");
  CREATE INDEX "footer_column2_article_idx" ON "footer_column2" USING btree ("article_id");
  CREATE INDEX "footer_column2_popup_idx" ON "footer_column2" USING btree ("popup_id");
  CREATE INDEX "footer_column3_order_idx" ON "footer_column3" USING btree ("_order");
  CREATE INDEX "footer_column3_parent_id_idx" ON "footer_column3" USING btree ("_parent_id");
  CREATE INDEX "footer_column3_locale_idx" ON "footer_column3" USING btree ("_locale");
  CREATE INDEX "footer_column3_page_idx" ON "footer_column3" USING btree ("page_id");
  CREATE INDEX "footer_column3_education_page_idx" ON "footer_column3" USING btree ("education_page_id");
  CREATE INDEX "footer_column3_asset_idx" ON "footer_column3" USING btree ("asset_id");
  CREATE INDEX "footer_column3_article_idx" ON "footer_column3" USING btree ("article_id");
  CREATE INDEX "footer_column3_popup_idx" ON "footer_column3" USING btree ("popup_id");
  CREATE INDEX "footer_legal_links_order_idx" ON "footer_legal_links" USING btree ("_order");
  CREATE INDEX "footer_legal_links_parent_id_idx" ON "footer_legal_links" USING btree ("_parent_id");
  CREATE INDEX "footer_legal_links_locale_idx" ON "footer_legal_links" USING btree ("_locale");
  CREATE INDEX "footer_legal_links_page_idx" ON "footer_legal_links" USING btree ("page_id");
  CREATE INDEX "footer_legal_links_education_page_idx" ON "footer_legal_links" USING btree ("education_page_id");
  CREATE INDEX "footer_legal_links_asset_idx" ON "footer_legal_links" USING btree ("asset_id");
  CREATE INDEX "footer_legal_links_article_idx" ON "footer_legal_links" USING btree ("article_id");
  CREATE INDEX "footer_legal_links_popup_idx" ON "footer_legal_links" USING btree ("popup_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_locale_idx" ON "footer_rels" USING btree ("locale");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id","locale");
  CREATE INDEX "locale_entries_order_idx" ON "locale_entries" USING btree ("_order");
  CREATE INDEX "locale_entries_parent_id_idx" ON "locale_entries" USING btree ("_parent_id");
  CREATE INDEX "site_settings_brands_order_idx" ON "site_settings_brands" USING btree ("_order");
  CREATE INDEX "site_settings_brands_parent_id_idx" ON "site_settings_brands" USING btree ("_parent_id");
  CREATE INDEX "site_settings_brands_logo_idx" ON "site_settings_brands" USING btree ("logo_id");
  CREATE INDEX "site_settings_alerts_order_idx" ON "site_settings_alerts" USING btree ("_order");
  CREATE INDEX "site_settings_alerts_parent_id_idx" ON "site_settings_alerts" USING btree ("_parent_id");
  CREATE INDEX "site_settings_alerts_locale_idx" ON "site_settings_alerts" USING btree ("_locale");
  CREATE INDEX "site_settings_alerts_link_link_page_idx" ON "site_settings_alerts" USING btree ("link_page_id");
  CREATE INDEX "site_settings_alerts_link_link_education_page_idx" ON "site_settings_alerts" USING btree ("link_education_page_id");
  CREATE INDEX "site_settings_alerts_link_link_asset_idx" ON "site_settings_alerts" USING btree ("link_asset_id");
  CREATE INDEX "site_settings_alerts_link_link_article_idx" ON "site_settings_alerts" USING btree ("link_article_id");
  CREATE INDEX "site_settings_alerts_link_link_popup_idx" ON "site_settings_alerts" USING btree ("link_popup_id");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_locale_idx" ON "site_settings_rels" USING btree ("locale");
  CREATE INDEX "site_settings_rels_pages_id_idx" ON "site_settings_rels" USING btree ("pages_id","locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_notification_links" CASCADE;
  DROP TABLE "pages_blocks_notification" CASCADE;
  DROP TABLE "pages_blocks_external_data" CASCADE;
  DROP TABLE "pages_blocks_login_form" CASCADE;
  DROP TABLE "ihth_buttons" CASCADE;
  DROP TABLE "ihth" CASCADE;
  DROP TABLE "pages_blocks_banner_buttons" CASCADE;
  DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_info_boxes_boxes" CASCADE;
  DROP TABLE "pages_blocks_info_boxes" CASCADE;
  DROP TABLE "hcg_contents_buttons" CASCADE;
  DROP TABLE "hcg_contents" CASCADE;
  DROP TABLE "hcg" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides_buttons" CASCADE;
  DROP TABLE "pages_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_hero_slider" CASCADE;
  DROP TABLE "pages_blocks_card_list_cards" CASCADE;
  DROP TABLE "pages_blocks_card_list" CASCADE;
  DROP TABLE "pages_blocks_content_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_content_cards" CASCADE;
  DROP TABLE "pages_blocks_hero_banner_links" CASCADE;
  DROP TABLE "pages_blocks_hero_banner" CASCADE;
  DROP TABLE "pages_blocks_content_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_content_slider" CASCADE;
  DROP TABLE "pages_blocks_contact_cards_people" CASCADE;
  DROP TABLE "pages_blocks_contact_cards" CASCADE;
  DROP TABLE "pages_blocks_quick_links_links" CASCADE;
  DROP TABLE "pages_blocks_quick_links" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_wysiwyg_block" CASCADE;
  DROP TABLE "pages_blocks_article_list" CASCADE;
  DROP TABLE "pages_blocks_proximi_map" CASCADE;
  DROP TABLE "pages_blocks_education_page" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_notification_links" CASCADE;
  DROP TABLE "_pages_v_blocks_notification" CASCADE;
  DROP TABLE "_pages_v_blocks_external_data" CASCADE;
  DROP TABLE "_pages_v_blocks_login_form" CASCADE;
  DROP TABLE "_ihth_v_buttons" CASCADE;
  DROP TABLE "_ihth_v" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_info_boxes_boxes" CASCADE;
  DROP TABLE "_pages_v_blocks_info_boxes" CASCADE;
  DROP TABLE "_hcg_v_contents_buttons" CASCADE;
  DROP TABLE "_hcg_v_contents" CASCADE;
  DROP TABLE "_hcg_v" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider_slides_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_card_list_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_list" CASCADE;
  DROP TABLE "_pages_v_blocks_content_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_content_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_banner_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_content_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_content_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_cards_people" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_quick_links_links" CASCADE;
  DROP TABLE "_pages_v_blocks_quick_links" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_wysiwyg_block" CASCADE;
  DROP TABLE "_pages_v_blocks_article_list" CASCADE;
  DROP TABLE "_pages_v_blocks_proximi_map" CASCADE;
  DROP TABLE "_pages_v_blocks_education_page" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_locales" CASCADE;
  DROP TABLE "popups_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_primary_links_children" CASCADE;
  DROP TABLE "header_primary_links" CASCADE;
  DROP TABLE "header_secondary_links_children" CASCADE;
  DROP TABLE "header_secondary_links" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "header_rels" CASCADE;
  DROP TABLE "footer_column2" CASCADE;
  DROP TABLE "footer_column3" CASCADE;
  DROP TABLE "footer_legal_links" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "locale_entries" CASCADE;
  DROP TABLE "site_settings_brands" CASCADE;
  DROP TABLE "site_settings_alerts" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_notification_links_ct";
  DROP TYPE "public"."enum_pages_blocks_notification_type";
  DROP TYPE "public"."enum_pages_blocks_external_data_type";
  DROP TYPE "public"."enum_pages_blocks_external_data_item_layout_product";
  DROP TYPE "public"."enum_ihth_buttons_ct";
  DROP TYPE "public"."enum_ihth_buttons_app";
  DROP TYPE "public"."enum_ihth_assetPositio";
  DROP TYPE "public"."enum_ihth_textColor";
  DROP TYPE "public"."enum_pages_blocks_banner_buttons_ct";
  DROP TYPE "public"."enum_pages_blocks_banner_buttons_app";
  DROP TYPE "public"."enum_pages_blocks_banner_textAlign";
  DROP TYPE "public"."enum_pages_blocks_info_boxes_boxes_link_ct";
  DROP TYPE "public"."enum_hcg_contents_buttons_ct";
  DROP TYPE "public"."enum_hcg_contents_buttons_app";
  DROP TYPE "public"."enum_hcg_priorityBack";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_slides_buttons_ct";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_slides_buttons_app";
  DROP TYPE "public"."enum_pages_blocks_card_list_cards_link_ct";
  DROP TYPE "public"."enum_pages_blocks_card_list_display_component";
  DROP TYPE "public"."enum_pages_blocks_content_cards_cards_button_ct";
  DROP TYPE "public"."enum_pages_blocks_content_cards_cards_button_app";
  DROP TYPE "public"."enum_pages_blocks_content_cards_see_more_link_ct";
  DROP TYPE "public"."enum_pages_blocks_content_cards_backgroundCo";
  DROP TYPE "public"."enum_pages_blocks_content_cards_textColor";
  DROP TYPE "public"."enum_pages_blocks_content_cards_sba";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_links_ct";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_links_app";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_overlayTextC";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_overlayBackg";
  DROP TYPE "public"."enum_pages_blocks_content_slider_slides_link_ct";
  DROP TYPE "public"."enum_pages_blocks_content_slider_see_more_link_ct";
  DROP TYPE "public"."enum_pages_blocks_content_slider_cardSize";
  DROP TYPE "public"."enum_pages_blocks_contact_cards_see_more_link_ct";
  DROP TYPE "public"."enum_pages_blocks_quick_links_links_link_ct";
  DROP TYPE "public"."enum_pages_blocks_wysiwyg_block_fontSize";
  DROP TYPE "public"."enum_pages_blocks_education_page_sidebar_info_button_ct";
  DROP TYPE "public"."enum_pages_blocks_education_page_sidebar_info_button_app";
  DROP TYPE "public"."enum_pages_content_type";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_notification_links_ct";
  DROP TYPE "public"."enum__pages_v_blocks_notification_type";
  DROP TYPE "public"."enum__pages_v_blocks_external_data_type";
  DROP TYPE "public"."enum__pages_v_blocks_external_data_item_layout_product";
  DROP TYPE "public"."enum__ihth_v_buttons_ct";
  DROP TYPE "public"."enum__ihth_v_buttons_app";
  DROP TYPE "public"."enum__ihth_v_assetPositio";
  DROP TYPE "public"."enum__ihth_v_textColor";
  DROP TYPE "public"."enum__pages_v_blocks_banner_buttons_ct";
  DROP TYPE "public"."enum__pages_v_blocks_banner_buttons_app";
  DROP TYPE "public"."enum__pages_v_blocks_banner_textAlign";
  DROP TYPE "public"."enum__pages_v_blocks_info_boxes_boxes_link_ct";
  DROP TYPE "public"."enum__hcg_v_contents_buttons_ct";
  DROP TYPE "public"."enum__hcg_v_contents_buttons_app";
  DROP TYPE "public"."enum__hcg_v_priorityBack";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_slides_buttons_ct";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_slides_buttons_app";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_cards_link_ct";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_display_component";
  DROP TYPE "public"."enum__pages_v_blocks_content_cards_cards_button_ct";
  DROP TYPE "public"."enum__pages_v_blocks_content_cards_cards_button_app";
  DROP TYPE "public"."enum__pages_v_blocks_content_cards_see_more_link_ct";
  DROP TYPE "public"."enum__pages_v_blocks_content_cards_backgroundCo";
  DROP TYPE "public"."enum__pages_v_blocks_content_cards_textColor";
  DROP TYPE "public"."enum__pages_v_blocks_content_cards_sba";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_links_ct";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_links_app";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_overlayTextC";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_overlayBackg";
  DROP TYPE "public"."enum__pages_v_blocks_content_slider_slides_link_ct";
  DROP TYPE "public"."enum__pages_v_blocks_content_slider_see_more_link_ct";
  DROP TYPE "public"."enum__pages_v_blocks_content_slider_cardSize";
  DROP TYPE "public"."enum__pages_v_blocks_contact_cards_see_more_link_ct";
  DROP TYPE "public"."enum__pages_v_blocks_quick_links_links_link_ct";
  DROP TYPE "public"."enum__pages_v_blocks_wysiwyg_block_fontSize";
  DROP TYPE "public"."enum__pages_v_blocks_education_page_sidebar_info_button_ct";
  DROP TYPE "public"."enum__pages_v_blocks_education_page_sidebar_info_button_app";
  DROP TYPE "public"."enum__pages_v_version_content_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_popups_button_ct";
  DROP TYPE "public"."enum_popups_button_app";
  DROP TYPE "public"."enum_header_primary_links_children_ct";
  DROP TYPE "public"."enum_header_primary_links_ct";
  DROP TYPE "public"."enum_header_secondary_links_children_ct";
  DROP TYPE "public"."enum_header_secondary_links_ct";
  DROP TYPE "public"."enum_footer_column2_ct";
  DROP TYPE "public"."enum_footer_column3_ct";
  DROP TYPE "public"."enum_footer_legal_links_ct";
  DROP TYPE "public"."enum_locale_entries_code";
  DROP TYPE "public"."enum_site_settings_alerts_link_ct";`)
}
