import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_notification_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_notification\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_order_idx\` ON \`pages_blocks_notification_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_parent_id_idx\` ON \`pages_blocks_notification_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_locale_idx\` ON \`pages_blocks_notification_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_page_idx\` ON \`pages_blocks_notification_links\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_education_page_idx\` ON \`pages_blocks_notification_links\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_asset_idx\` ON \`pages_blocks_notification_links\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_article_idx\` ON \`pages_blocks_notification_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_links_popup_idx\` ON \`pages_blocks_notification_links\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_notification\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text,
  	\`type\` text DEFAULT 'success',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_order_idx\` ON \`pages_blocks_notification\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_parent_id_idx\` ON \`pages_blocks_notification\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_path_idx\` ON \`pages_blocks_notification\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_notification_locale_idx\` ON \`pages_blocks_notification\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_external_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'product',
  	\`code\` text,
  	\`schema\` text,
  	\`marketing_name\` text,
  	\`category_marketing_name\` text,
  	\`item_layout_product\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_data_order_idx\` ON \`pages_blocks_external_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_data_parent_id_idx\` ON \`pages_blocks_external_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_data_path_idx\` ON \`pages_blocks_external_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_data_locale_idx\` ON \`pages_blocks_external_data\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_login_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_login_form_order_idx\` ON \`pages_blocks_login_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_login_form_parent_id_idx\` ON \`pages_blocks_login_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_login_form_path_idx\` ON \`pages_blocks_login_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_login_form_locale_idx\` ON \`pages_blocks_login_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_login_form_image_idx\` ON \`pages_blocks_login_form\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`ihth_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ihth\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ihth_buttons_order_idx\` ON \`ihth_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ihth_buttons_parent_id_idx\` ON \`ihth_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ihth_buttons_locale_idx\` ON \`ihth_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`ihth_buttons_page_idx\` ON \`ihth_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`ihth_buttons_education_page_idx\` ON \`ihth_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`ihth_buttons_asset_idx\` ON \`ihth_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`ihth_buttons_article_idx\` ON \`ihth_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`ihth_buttons_popup_idx\` ON \`ihth_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`ihth\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`asset_position\` text DEFAULT 'left',
  	\`text_color\` text DEFAULT 'dark',
  	\`is_boxed\` integer DEFAULT false,
  	\`youtube_video_id\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ihth_order_idx\` ON \`ihth\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ihth_parent_id_idx\` ON \`ihth\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ihth_path_idx\` ON \`ihth\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`ihth_locale_idx\` ON \`ihth\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`ihth_image_idx\` ON \`ihth\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_order_idx\` ON \`pages_blocks_banner_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_parent_id_idx\` ON \`pages_blocks_banner_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_locale_idx\` ON \`pages_blocks_banner_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_page_idx\` ON \`pages_blocks_banner_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_education_page_idx\` ON \`pages_blocks_banner_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_asset_idx\` ON \`pages_blocks_banner_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_article_idx\` ON \`pages_blocks_banner_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_buttons_popup_idx\` ON \`pages_blocks_banner_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`is_boxed\` integer DEFAULT true,
  	\`text_align\` text DEFAULT 'left',
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_locale_idx\` ON \`pages_blocks_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info_boxes_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`has_link\` integer DEFAULT false,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_info_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_order_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_parent_id_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_locale_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_link_link_page_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_link_link_education_page_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_link_link_asset_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_link_link_article_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_boxes_link_link_popup_idx\` ON \`pages_blocks_info_boxes_boxes\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_order_idx\` ON \`pages_blocks_info_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_parent_id_idx\` ON \`pages_blocks_info_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_path_idx\` ON \`pages_blocks_info_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_boxes_locale_idx\` ON \`pages_blocks_info_boxes\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`hcg_contents_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hcg_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_order_idx\` ON \`hcg_contents_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_parent_id_idx\` ON \`hcg_contents_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_locale_idx\` ON \`hcg_contents_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_page_idx\` ON \`hcg_contents_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_education_page_idx\` ON \`hcg_contents_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_asset_idx\` ON \`hcg_contents_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_article_idx\` ON \`hcg_contents_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_buttons_popup_idx\` ON \`hcg_contents_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`hcg_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hcg\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hcg_contents_order_idx\` ON \`hcg_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_parent_id_idx\` ON \`hcg_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_locale_idx\` ON \`hcg_contents\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`hcg_contents_image_idx\` ON \`hcg_contents\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`hcg\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`is_boxed\` integer DEFAULT false,
  	\`use_priority_background\` integer DEFAULT false,
  	\`priority_background\` text DEFAULT 'sand',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hcg_order_idx\` ON \`hcg\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hcg_parent_id_idx\` ON \`hcg\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hcg_path_idx\` ON \`hcg\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`hcg_locale_idx\` ON \`hcg\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_order_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_parent_id_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_locale_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_page_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_education_page_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_asset_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_article_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_buttons_popup_idx\` ON \`pages_blocks_hero_slider_slides_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_order_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_parent_id_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_locale_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_image_idx\` ON \`pages_blocks_hero_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_order_idx\` ON \`pages_blocks_hero_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_parent_id_idx\` ON \`pages_blocks_hero_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_path_idx\` ON \`pages_blocks_hero_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_locale_idx\` ON \`pages_blocks_hero_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_order_idx\` ON \`pages_blocks_card_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_parent_id_idx\` ON \`pages_blocks_card_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_locale_idx\` ON \`pages_blocks_card_list_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_image_idx\` ON \`pages_blocks_card_list_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_link_link_page_idx\` ON \`pages_blocks_card_list_cards\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_link_link_education_page_idx\` ON \`pages_blocks_card_list_cards\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_link_link_asset_idx\` ON \`pages_blocks_card_list_cards\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_link_link_article_idx\` ON \`pages_blocks_card_list_cards\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_cards_link_link_popup_idx\` ON \`pages_blocks_card_list_cards\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`display_component\` text DEFAULT 'grid',
  	\`display_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_order_idx\` ON \`pages_blocks_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_parent_id_idx\` ON \`pages_blocks_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_path_idx\` ON \`pages_blocks_card_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_list_locale_idx\` ON \`pages_blocks_card_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`has_button\` integer DEFAULT true,
  	\`button_content_type\` text DEFAULT 'standardPage',
  	\`button_label\` text,
  	\`button_page_id\` integer,
  	\`button_anchor\` text,
  	\`button_education_page_id\` integer,
  	\`button_url\` text,
  	\`button_asset_id\` integer,
  	\`button_new_tab\` integer DEFAULT true,
  	\`button_article_id\` integer,
  	\`button_popup_id\` integer,
  	\`button_appearance\` text DEFAULT 'primary',
  	\`button_icon\` text,
  	\`dialog_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dialog_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_content_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_order_idx\` ON \`pages_blocks_content_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_parent_id_idx\` ON \`pages_blocks_content_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_locale_idx\` ON \`pages_blocks_content_cards_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_image_idx\` ON \`pages_blocks_content_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_button_button_page_idx\` ON \`pages_blocks_content_cards_cards\` (\`button_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_button_button_education_idx\` ON \`pages_blocks_content_cards_cards\` (\`button_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_button_button_asset_idx\` ON \`pages_blocks_content_cards_cards\` (\`button_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_button_button_article_idx\` ON \`pages_blocks_content_cards_cards\` (\`button_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_button_button_popup_idx\` ON \`pages_blocks_content_cards_cards\` (\`button_popup_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_cards_dialog_idx\` ON \`pages_blocks_content_cards_cards\` (\`dialog_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`has_see_more_link\` integer DEFAULT false,
  	\`see_more_link_content_type\` text DEFAULT 'standardPage',
  	\`see_more_link_label\` text,
  	\`see_more_link_page_id\` integer,
  	\`see_more_link_anchor\` text,
  	\`see_more_link_education_page_id\` integer,
  	\`see_more_link_url\` text,
  	\`see_more_link_asset_id\` integer,
  	\`see_more_link_new_tab\` integer DEFAULT true,
  	\`see_more_link_article_id\` integer,
  	\`see_more_link_popup_id\` integer,
  	\`background_color\` text DEFAULT 'white',
  	\`text_color\` text DEFAULT 'dark',
  	\`slides_button_appearance\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`see_more_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_order_idx\` ON \`pages_blocks_content_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_parent_id_idx\` ON \`pages_blocks_content_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_path_idx\` ON \`pages_blocks_content_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_locale_idx\` ON \`pages_blocks_content_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_see_more_link_see_more_link_p_idx\` ON \`pages_blocks_content_cards\` (\`see_more_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_see_more_link_see_more_link_e_idx\` ON \`pages_blocks_content_cards\` (\`see_more_link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_see_more_link_see_more_link_a_idx\` ON \`pages_blocks_content_cards\` (\`see_more_link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_see_more_link_see_more_link_1_idx\` ON \`pages_blocks_content_cards\` (\`see_more_link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_cards_see_more_link_see_more_link_2_idx\` ON \`pages_blocks_content_cards\` (\`see_more_link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_banner_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_order_idx\` ON \`pages_blocks_hero_banner_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_parent_id_idx\` ON \`pages_blocks_hero_banner_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_locale_idx\` ON \`pages_blocks_hero_banner_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_page_idx\` ON \`pages_blocks_hero_banner_links\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_education_page_idx\` ON \`pages_blocks_hero_banner_links\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_asset_idx\` ON \`pages_blocks_hero_banner_links\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_article_idx\` ON \`pages_blocks_hero_banner_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_links_popup_idx\` ON \`pages_blocks_hero_banner_links\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`display_overlay\` integer DEFAULT true,
  	\`overlay_text_color\` text DEFAULT 'light',
  	\`overlay_background_color\` text DEFAULT 'dark',
  	\`overlay_title\` text,
  	\`overlay_description\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_order_idx\` ON \`pages_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_parent_id_idx\` ON \`pages_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_path_idx\` ON \`pages_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_locale_idx\` ON \`pages_blocks_hero_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_image_idx\` ON \`pages_blocks_hero_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`has_link\` integer DEFAULT false,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_content_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_order_idx\` ON \`pages_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_parent_id_idx\` ON \`pages_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_locale_idx\` ON \`pages_blocks_content_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_image_idx\` ON \`pages_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_page_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_education_p_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_asset_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_article_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_popup_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`has_see_more_link\` integer DEFAULT false,
  	\`see_more_link_content_type\` text DEFAULT 'standardPage',
  	\`see_more_link_label\` text,
  	\`see_more_link_page_id\` integer,
  	\`see_more_link_anchor\` text,
  	\`see_more_link_education_page_id\` integer,
  	\`see_more_link_url\` text,
  	\`see_more_link_asset_id\` integer,
  	\`see_more_link_new_tab\` integer DEFAULT true,
  	\`see_more_link_article_id\` integer,
  	\`see_more_link_popup_id\` integer,
  	\`card_size\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`see_more_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_order_idx\` ON \`pages_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_parent_id_idx\` ON \`pages_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_path_idx\` ON \`pages_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_locale_idx\` ON \`pages_blocks_content_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_see_more_link_see_more_link__idx\` ON \`pages_blocks_content_slider\` (\`see_more_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_see_more_link_see_more_lin_1_idx\` ON \`pages_blocks_content_slider\` (\`see_more_link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_see_more_link_see_more_lin_2_idx\` ON \`pages_blocks_content_slider\` (\`see_more_link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_see_more_link_see_more_lin_3_idx\` ON \`pages_blocks_content_slider\` (\`see_more_link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_see_more_link_see_more_lin_4_idx\` ON \`pages_blocks_content_slider\` (\`see_more_link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_cards_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`job_title\` text,
  	\`phone_number\` text,
  	\`email\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_people_order_idx\` ON \`pages_blocks_contact_cards_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_people_parent_id_idx\` ON \`pages_blocks_contact_cards_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_people_locale_idx\` ON \`pages_blocks_contact_cards_people\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_people_image_idx\` ON \`pages_blocks_contact_cards_people\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`display_image\` integer DEFAULT true,
  	\`has_see_more_link\` integer DEFAULT false,
  	\`see_more_link_content_type\` text DEFAULT 'standardPage',
  	\`see_more_link_label\` text,
  	\`see_more_link_page_id\` integer,
  	\`see_more_link_anchor\` text,
  	\`see_more_link_education_page_id\` integer,
  	\`see_more_link_url\` text,
  	\`see_more_link_asset_id\` integer,
  	\`see_more_link_new_tab\` integer DEFAULT true,
  	\`see_more_link_article_id\` integer,
  	\`see_more_link_popup_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`see_more_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_order_idx\` ON \`pages_blocks_contact_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_parent_id_idx\` ON \`pages_blocks_contact_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_path_idx\` ON \`pages_blocks_contact_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_locale_idx\` ON \`pages_blocks_contact_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_see_more_link_see_more_link_p_idx\` ON \`pages_blocks_contact_cards\` (\`see_more_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_see_more_link_see_more_link_e_idx\` ON \`pages_blocks_contact_cards\` (\`see_more_link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_see_more_link_see_more_link_a_idx\` ON \`pages_blocks_contact_cards\` (\`see_more_link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_see_more_link_see_more_link_1_idx\` ON \`pages_blocks_contact_cards\` (\`see_more_link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_cards_see_more_link_see_more_link_2_idx\` ON \`pages_blocks_contact_cards\` (\`see_more_link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quick_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_order_idx\` ON \`pages_blocks_quick_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_parent_id_idx\` ON \`pages_blocks_quick_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_locale_idx\` ON \`pages_blocks_quick_links_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_image_idx\` ON \`pages_blocks_quick_links_links\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_link_link_page_idx\` ON \`pages_blocks_quick_links_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_link_link_education_page_idx\` ON \`pages_blocks_quick_links_links\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_link_link_asset_idx\` ON \`pages_blocks_quick_links_links\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_link_link_article_idx\` ON \`pages_blocks_quick_links_links\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_links_link_link_popup_idx\` ON \`pages_blocks_quick_links_links\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quick_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_order_idx\` ON \`pages_blocks_quick_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_parent_id_idx\` ON \`pages_blocks_quick_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_path_idx\` ON \`pages_blocks_quick_links\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_links_locale_idx\` ON \`pages_blocks_quick_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`contents\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_locale_idx\` ON \`pages_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_locale_idx\` ON \`pages_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_wysiwyg_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`align_left\` integer DEFAULT true,
  	\`font_size\` text DEFAULT 'normal',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_wysiwyg_block_order_idx\` ON \`pages_blocks_wysiwyg_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_wysiwyg_block_parent_id_idx\` ON \`pages_blocks_wysiwyg_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_wysiwyg_block_path_idx\` ON \`pages_blocks_wysiwyg_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_wysiwyg_block_locale_idx\` ON \`pages_blocks_wysiwyg_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_article_list_order_idx\` ON \`pages_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_article_list_parent_id_idx\` ON \`pages_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_article_list_path_idx\` ON \`pages_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_article_list_locale_idx\` ON \`pages_blocks_article_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_proximi_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_proximi_map_order_idx\` ON \`pages_blocks_proximi_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_proximi_map_parent_id_idx\` ON \`pages_blocks_proximi_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_proximi_map_path_idx\` ON \`pages_blocks_proximi_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_proximi_map_locale_idx\` ON \`pages_blocks_proximi_map\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_education_page\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`has_sidebar_info_button\` integer DEFAULT true,
  	\`sidebar_info_button_content_type\` text DEFAULT 'standardPage',
  	\`sidebar_info_button_label\` text,
  	\`sidebar_info_button_page_id\` integer,
  	\`sidebar_info_button_anchor\` text,
  	\`sidebar_info_button_education_page_id\` integer,
  	\`sidebar_info_button_url\` text,
  	\`sidebar_info_button_asset_id\` integer,
  	\`sidebar_info_button_new_tab\` integer DEFAULT true,
  	\`sidebar_info_button_article_id\` integer,
  	\`sidebar_info_button_popup_id\` integer,
  	\`sidebar_info_button_appearance\` text DEFAULT 'primary',
  	\`sidebar_info_button_icon\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`sidebar_info_button_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_order_idx\` ON \`pages_blocks_education_page\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_parent_id_idx\` ON \`pages_blocks_education_page\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_path_idx\` ON \`pages_blocks_education_page\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_locale_idx\` ON \`pages_blocks_education_page\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_sidebar_info_button_sidebar__idx\` ON \`pages_blocks_education_page\` (\`sidebar_info_button_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_sidebar_info_button_sideba_1_idx\` ON \`pages_blocks_education_page\` (\`sidebar_info_button_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_sidebar_info_button_sideba_2_idx\` ON \`pages_blocks_education_page\` (\`sidebar_info_button_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_sidebar_info_button_sideba_3_idx\` ON \`pages_blocks_education_page\` (\`sidebar_info_button_article_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_education_page_sidebar_info_button_sideba_4_idx\` ON \`pages_blocks_education_page\` (\`sidebar_info_button_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_name\` text,
  	\`content_type\` text DEFAULT 'page',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`path\` text,
  	\`page_title\` text,
  	\`meta_text\` text,
  	\`degree_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_tags_id_idx\` ON \`pages_rels\` (\`tags_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_notification_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_notification\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_order_idx\` ON \`_pages_v_blocks_notification_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_parent_id_idx\` ON \`_pages_v_blocks_notification_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_locale_idx\` ON \`_pages_v_blocks_notification_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_page_idx\` ON \`_pages_v_blocks_notification_links\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_education_page_idx\` ON \`_pages_v_blocks_notification_links\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_asset_idx\` ON \`_pages_v_blocks_notification_links\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_article_idx\` ON \`_pages_v_blocks_notification_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_links_popup_idx\` ON \`_pages_v_blocks_notification_links\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_notification\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message\` text,
  	\`type\` text DEFAULT 'success',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_order_idx\` ON \`_pages_v_blocks_notification\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_parent_id_idx\` ON \`_pages_v_blocks_notification\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_path_idx\` ON \`_pages_v_blocks_notification\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_notification_locale_idx\` ON \`_pages_v_blocks_notification\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_external_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'product',
  	\`code\` text,
  	\`schema\` text,
  	\`marketing_name\` text,
  	\`category_marketing_name\` text,
  	\`item_layout_product\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_data_order_idx\` ON \`_pages_v_blocks_external_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_data_parent_id_idx\` ON \`_pages_v_blocks_external_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_data_path_idx\` ON \`_pages_v_blocks_external_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_data_locale_idx\` ON \`_pages_v_blocks_external_data\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_login_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_login_form_order_idx\` ON \`_pages_v_blocks_login_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_login_form_parent_id_idx\` ON \`_pages_v_blocks_login_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_login_form_path_idx\` ON \`_pages_v_blocks_login_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_login_form_locale_idx\` ON \`_pages_v_blocks_login_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_login_form_image_idx\` ON \`_pages_v_blocks_login_form\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_ihth_v_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ihth_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_order_idx\` ON \`_ihth_v_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_parent_id_idx\` ON \`_ihth_v_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_locale_idx\` ON \`_ihth_v_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_page_idx\` ON \`_ihth_v_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_education_page_idx\` ON \`_ihth_v_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_asset_idx\` ON \`_ihth_v_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_article_idx\` ON \`_ihth_v_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_buttons_popup_idx\` ON \`_ihth_v_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_ihth_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`asset_position\` text DEFAULT 'left',
  	\`text_color\` text DEFAULT 'dark',
  	\`is_boxed\` integer DEFAULT false,
  	\`youtube_video_id\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ihth_v_order_idx\` ON \`_ihth_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_parent_id_idx\` ON \`_ihth_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_path_idx\` ON \`_ihth_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_locale_idx\` ON \`_ihth_v\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_ihth_v_image_idx\` ON \`_ihth_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_order_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_parent_id_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_locale_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_page_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_education_page_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_asset_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_article_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_buttons_popup_idx\` ON \`_pages_v_blocks_banner_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_boxed\` integer DEFAULT true,
  	\`text_align\` text DEFAULT 'left',
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_order_idx\` ON \`_pages_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_parent_id_idx\` ON \`_pages_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_path_idx\` ON \`_pages_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_locale_idx\` ON \`_pages_v_blocks_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_boxes_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text,
  	\`has_link\` integer DEFAULT false,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_info_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_order_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_parent_id_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_locale_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_link_link_page_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_link_link_education_pag_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_link_link_asset_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_link_link_article_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_boxes_link_link_popup_idx\` ON \`_pages_v_blocks_info_boxes_boxes\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_order_idx\` ON \`_pages_v_blocks_info_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_parent_id_idx\` ON \`_pages_v_blocks_info_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_path_idx\` ON \`_pages_v_blocks_info_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_boxes_locale_idx\` ON \`_pages_v_blocks_info_boxes\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_hcg_v_contents_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hcg_v_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_order_idx\` ON \`_hcg_v_contents_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_parent_id_idx\` ON \`_hcg_v_contents_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_locale_idx\` ON \`_hcg_v_contents_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_page_idx\` ON \`_hcg_v_contents_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_education_page_idx\` ON \`_hcg_v_contents_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_asset_idx\` ON \`_hcg_v_contents_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_article_idx\` ON \`_hcg_v_contents_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_buttons_popup_idx\` ON \`_hcg_v_contents_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_hcg_v_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hcg_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_order_idx\` ON \`_hcg_v_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_parent_id_idx\` ON \`_hcg_v_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_locale_idx\` ON \`_hcg_v_contents\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_contents_image_idx\` ON \`_hcg_v_contents\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_hcg_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_boxed\` integer DEFAULT false,
  	\`use_priority_background\` integer DEFAULT false,
  	\`priority_background\` text DEFAULT 'sand',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hcg_v_order_idx\` ON \`_hcg_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_parent_id_idx\` ON \`_hcg_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_path_idx\` ON \`_hcg_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_hcg_v_locale_idx\` ON \`_hcg_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_slider_slides_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_slider_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_order_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_parent_id_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_locale_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_page_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_education_pag_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_asset_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_article_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_buttons_popup_idx\` ON \`_pages_v_blocks_hero_slider_slides_buttons\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_order_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_locale_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_image_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_order_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_parent_id_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_path_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_locale_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_order_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_parent_id_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_locale_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_image_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_link_link_page_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_link_link_education_page_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_link_link_asset_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_link_link_article_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_cards_link_link_popup_idx\` ON \`_pages_v_blocks_card_list_cards\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`display_component\` text DEFAULT 'grid',
  	\`display_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_order_idx\` ON \`_pages_v_blocks_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_parent_id_idx\` ON \`_pages_v_blocks_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_path_idx\` ON \`_pages_v_blocks_card_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_list_locale_idx\` ON \`_pages_v_blocks_card_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`has_button\` integer DEFAULT true,
  	\`button_content_type\` text DEFAULT 'standardPage',
  	\`button_label\` text,
  	\`button_page_id\` integer,
  	\`button_anchor\` text,
  	\`button_education_page_id\` integer,
  	\`button_url\` text,
  	\`button_asset_id\` integer,
  	\`button_new_tab\` integer DEFAULT true,
  	\`button_article_id\` integer,
  	\`button_popup_id\` integer,
  	\`button_appearance\` text DEFAULT 'primary',
  	\`button_icon\` text,
  	\`dialog_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dialog_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_content_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_order_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_locale_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_image_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_button_button_page_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`button_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_button_button_educat_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`button_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_button_button_asset_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`button_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_button_button_articl_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`button_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_button_button_popup_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`button_popup_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_cards_dialog_idx\` ON \`_pages_v_blocks_content_cards_cards\` (\`dialog_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`has_see_more_link\` integer DEFAULT false,
  	\`see_more_link_content_type\` text DEFAULT 'standardPage',
  	\`see_more_link_label\` text,
  	\`see_more_link_page_id\` integer,
  	\`see_more_link_anchor\` text,
  	\`see_more_link_education_page_id\` integer,
  	\`see_more_link_url\` text,
  	\`see_more_link_asset_id\` integer,
  	\`see_more_link_new_tab\` integer DEFAULT true,
  	\`see_more_link_article_id\` integer,
  	\`see_more_link_popup_id\` integer,
  	\`background_color\` text DEFAULT 'white',
  	\`text_color\` text DEFAULT 'dark',
  	\`slides_button_appearance\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`see_more_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_order_idx\` ON \`_pages_v_blocks_content_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_parent_id_idx\` ON \`_pages_v_blocks_content_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_path_idx\` ON \`_pages_v_blocks_content_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_locale_idx\` ON \`_pages_v_blocks_content_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_see_more_link_see_more_lin_idx\` ON \`_pages_v_blocks_content_cards\` (\`see_more_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_see_more_link_see_more_l_1_idx\` ON \`_pages_v_blocks_content_cards\` (\`see_more_link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_see_more_link_see_more_l_2_idx\` ON \`_pages_v_blocks_content_cards\` (\`see_more_link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_see_more_link_see_more_l_3_idx\` ON \`_pages_v_blocks_content_cards\` (\`see_more_link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_cards_see_more_link_see_more_l_4_idx\` ON \`_pages_v_blocks_content_cards\` (\`see_more_link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_banner_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage',
  	\`label\` text,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	\`appearance\` text DEFAULT 'primary',
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_order_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_parent_id_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_locale_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_page_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_education_page_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_asset_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_article_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_links_popup_idx\` ON \`_pages_v_blocks_hero_banner_links\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`display_overlay\` integer DEFAULT true,
  	\`overlay_text_color\` text DEFAULT 'light',
  	\`overlay_background_color\` text DEFAULT 'dark',
  	\`overlay_title\` text,
  	\`overlay_description\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_order_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_parent_id_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_path_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_locale_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_image_idx\` ON \`_pages_v_blocks_hero_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`has_link\` integer DEFAULT false,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_content_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_order_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_locale_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_image_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_page_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_educatio_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_asset_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_article_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_popup_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`has_see_more_link\` integer DEFAULT false,
  	\`see_more_link_content_type\` text DEFAULT 'standardPage',
  	\`see_more_link_label\` text,
  	\`see_more_link_page_id\` integer,
  	\`see_more_link_anchor\` text,
  	\`see_more_link_education_page_id\` integer,
  	\`see_more_link_url\` text,
  	\`see_more_link_asset_id\` integer,
  	\`see_more_link_new_tab\` integer DEFAULT true,
  	\`see_more_link_article_id\` integer,
  	\`see_more_link_popup_id\` integer,
  	\`card_size\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`see_more_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_order_idx\` ON \`_pages_v_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_parent_id_idx\` ON \`_pages_v_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_path_idx\` ON \`_pages_v_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_locale_idx\` ON \`_pages_v_blocks_content_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_see_more_link_see_more_li_idx\` ON \`_pages_v_blocks_content_slider\` (\`see_more_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_see_more_link_see_more__1_idx\` ON \`_pages_v_blocks_content_slider\` (\`see_more_link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_see_more_link_see_more__2_idx\` ON \`_pages_v_blocks_content_slider\` (\`see_more_link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_see_more_link_see_more__3_idx\` ON \`_pages_v_blocks_content_slider\` (\`see_more_link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_see_more_link_see_more__4_idx\` ON \`_pages_v_blocks_content_slider\` (\`see_more_link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_cards_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`job_title\` text,
  	\`phone_number\` text,
  	\`email\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_people_order_idx\` ON \`_pages_v_blocks_contact_cards_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_people_parent_id_idx\` ON \`_pages_v_blocks_contact_cards_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_people_locale_idx\` ON \`_pages_v_blocks_contact_cards_people\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_people_image_idx\` ON \`_pages_v_blocks_contact_cards_people\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`display_image\` integer DEFAULT true,
  	\`has_see_more_link\` integer DEFAULT false,
  	\`see_more_link_content_type\` text DEFAULT 'standardPage',
  	\`see_more_link_label\` text,
  	\`see_more_link_page_id\` integer,
  	\`see_more_link_anchor\` text,
  	\`see_more_link_education_page_id\` integer,
  	\`see_more_link_url\` text,
  	\`see_more_link_asset_id\` integer,
  	\`see_more_link_new_tab\` integer DEFAULT true,
  	\`see_more_link_article_id\` integer,
  	\`see_more_link_popup_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`see_more_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`see_more_link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_order_idx\` ON \`_pages_v_blocks_contact_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_parent_id_idx\` ON \`_pages_v_blocks_contact_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_path_idx\` ON \`_pages_v_blocks_contact_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_locale_idx\` ON \`_pages_v_blocks_contact_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_see_more_link_see_more_lin_idx\` ON \`_pages_v_blocks_contact_cards\` (\`see_more_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_see_more_link_see_more_l_1_idx\` ON \`_pages_v_blocks_contact_cards\` (\`see_more_link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_see_more_link_see_more_l_2_idx\` ON \`_pages_v_blocks_contact_cards\` (\`see_more_link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_see_more_link_see_more_l_3_idx\` ON \`_pages_v_blocks_contact_cards\` (\`see_more_link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_cards_see_more_link_see_more_l_4_idx\` ON \`_pages_v_blocks_contact_cards\` (\`see_more_link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quick_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_order_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_parent_id_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_locale_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_image_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_link_link_page_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_link_link_education_pa_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_link_link_asset_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_link_link_article_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_links_link_link_popup_idx\` ON \`_pages_v_blocks_quick_links_links\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quick_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_order_idx\` ON \`_pages_v_blocks_quick_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_parent_id_idx\` ON \`_pages_v_blocks_quick_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_path_idx\` ON \`_pages_v_blocks_quick_links\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_links_locale_idx\` ON \`_pages_v_blocks_quick_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`contents\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_locale_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_locale_idx\` ON \`_pages_v_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_wysiwyg_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`align_left\` integer DEFAULT true,
  	\`font_size\` text DEFAULT 'normal',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_wysiwyg_block_order_idx\` ON \`_pages_v_blocks_wysiwyg_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_wysiwyg_block_parent_id_idx\` ON \`_pages_v_blocks_wysiwyg_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_wysiwyg_block_path_idx\` ON \`_pages_v_blocks_wysiwyg_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_wysiwyg_block_locale_idx\` ON \`_pages_v_blocks_wysiwyg_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_article_list_order_idx\` ON \`_pages_v_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_article_list_parent_id_idx\` ON \`_pages_v_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_article_list_path_idx\` ON \`_pages_v_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_article_list_locale_idx\` ON \`_pages_v_blocks_article_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_proximi_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proximi_map_order_idx\` ON \`_pages_v_blocks_proximi_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proximi_map_parent_id_idx\` ON \`_pages_v_blocks_proximi_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proximi_map_path_idx\` ON \`_pages_v_blocks_proximi_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proximi_map_locale_idx\` ON \`_pages_v_blocks_proximi_map\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_education_page\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`has_sidebar_info_button\` integer DEFAULT true,
  	\`sidebar_info_button_content_type\` text DEFAULT 'standardPage',
  	\`sidebar_info_button_label\` text,
  	\`sidebar_info_button_page_id\` integer,
  	\`sidebar_info_button_anchor\` text,
  	\`sidebar_info_button_education_page_id\` integer,
  	\`sidebar_info_button_url\` text,
  	\`sidebar_info_button_asset_id\` integer,
  	\`sidebar_info_button_new_tab\` integer DEFAULT true,
  	\`sidebar_info_button_article_id\` integer,
  	\`sidebar_info_button_popup_id\` integer,
  	\`sidebar_info_button_appearance\` text DEFAULT 'primary',
  	\`sidebar_info_button_icon\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`sidebar_info_button_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sidebar_info_button_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_order_idx\` ON \`_pages_v_blocks_education_page\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_parent_id_idx\` ON \`_pages_v_blocks_education_page\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_path_idx\` ON \`_pages_v_blocks_education_page\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_locale_idx\` ON \`_pages_v_blocks_education_page\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_sidebar_info_button_sideb_idx\` ON \`_pages_v_blocks_education_page\` (\`sidebar_info_button_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_sidebar_info_button_sid_1_idx\` ON \`_pages_v_blocks_education_page\` (\`sidebar_info_button_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_sidebar_info_button_sid_2_idx\` ON \`_pages_v_blocks_education_page\` (\`sidebar_info_button_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_sidebar_info_button_sid_3_idx\` ON \`_pages_v_blocks_education_page\` (\`sidebar_info_button_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_education_page_sidebar_info_button_sid_4_idx\` ON \`_pages_v_blocks_education_page\` (\`sidebar_info_button_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_entry_name\` text,
  	\`version_content_type\` text DEFAULT 'page',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_path\` text,
  	\`version_page_title\` text,
  	\`version_meta_text\` text,
  	\`version_degree_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_tags_id_idx\` ON \`_pages_v_rels\` (\`tags_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`short_description\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_tags_id_idx\` ON \`articles_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_short_description\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_tags_id_idx\` ON \`_articles_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_key_idx\` ON \`tags\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_locales_locale_parent_id_unique\` ON \`tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`has_button\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`popups_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`button_content_type\` text DEFAULT 'standardPage',
  	\`button_label\` text,
  	\`button_page_id\` integer,
  	\`button_anchor\` text,
  	\`button_education_page_id\` integer,
  	\`button_url\` text,
  	\`button_asset_id\` integer,
  	\`button_new_tab\` integer DEFAULT true,
  	\`button_article_id\` integer,
  	\`button_popup_id\` integer,
  	\`button_appearance\` text DEFAULT 'primary',
  	\`button_icon\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`button_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`button_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_button_button_page_idx\` ON \`popups_locales\` (\`button_page_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_button_button_education_page_idx\` ON \`popups_locales\` (\`button_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_button_button_asset_idx\` ON \`popups_locales\` (\`button_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_button_button_article_idx\` ON \`popups_locales\` (\`button_article_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_button_button_popup_idx\` ON \`popups_locales\` (\`button_popup_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rels_order_idx\` ON \`popups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_parent_idx\` ON \`popups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_path_idx\` ON \`popups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_locale_idx\` ON \`popups_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_pages_id_idx\` ON \`popups_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text,
  	\`sizes_fullhd_url\` text,
  	\`sizes_fullhd_width\` numeric,
  	\`sizes_fullhd_height\` numeric,
  	\`sizes_fullhd_mime_type\` text,
  	\`sizes_fullhd_filesize\` numeric,
  	\`sizes_fullhd_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_fullhd_sizes_fullhd_filename_idx\` ON \`media\` (\`sizes_fullhd_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`permanent\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`tags_id\` integer,
  	\`popups_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`header_primary_links_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage' NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_primary_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_order_idx\` ON \`header_primary_links_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_parent_id_idx\` ON \`header_primary_links_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_locale_idx\` ON \`header_primary_links_children\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_page_idx\` ON \`header_primary_links_children\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_education_page_idx\` ON \`header_primary_links_children\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_asset_idx\` ON \`header_primary_links_children\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_article_idx\` ON \`header_primary_links_children\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_children_popup_idx\` ON \`header_primary_links_children\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`header_primary_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage' NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_primary_links_order_idx\` ON \`header_primary_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_parent_id_idx\` ON \`header_primary_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_locale_idx\` ON \`header_primary_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_page_idx\` ON \`header_primary_links\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_education_page_idx\` ON \`header_primary_links\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_asset_idx\` ON \`header_primary_links\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_article_idx\` ON \`header_primary_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`header_primary_links_popup_idx\` ON \`header_primary_links\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`header_secondary_links_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage' NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_secondary_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_order_idx\` ON \`header_secondary_links_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_parent_id_idx\` ON \`header_secondary_links_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_locale_idx\` ON \`header_secondary_links_children\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_page_idx\` ON \`header_secondary_links_children\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_education_page_idx\` ON \`header_secondary_links_children\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_asset_idx\` ON \`header_secondary_links_children\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_article_idx\` ON \`header_secondary_links_children\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_children_popup_idx\` ON \`header_secondary_links_children\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`header_secondary_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage' NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_secondary_links_order_idx\` ON \`header_secondary_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_parent_id_idx\` ON \`header_secondary_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_locale_idx\` ON \`header_secondary_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_page_idx\` ON \`header_secondary_links\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_education_page_idx\` ON \`header_secondary_links\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_asset_idx\` ON \`header_secondary_links\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_article_idx\` ON \`header_secondary_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`header_secondary_links_popup_idx\` ON \`header_secondary_links\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`header_locales\` (
  	\`contact_info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_locales_locale_parent_id_unique\` ON \`header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_rels_order_idx\` ON \`header_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_parent_idx\` ON \`header_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_path_idx\` ON \`header_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_locale_idx\` ON \`header_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_pages_id_idx\` ON \`header_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`footer_column2\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage' NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_column2_order_idx\` ON \`footer_column2\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_column2_parent_id_idx\` ON \`footer_column2\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column2_locale_idx\` ON \`footer_column2\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`footer_column2_page_idx\` ON \`footer_column2\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column2_education_page_idx\` ON \`footer_column2\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column2_asset_idx\` ON \`footer_column2\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column2_article_idx\` ON \`footer_column2\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column2_popup_idx\` ON \`footer_column2\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_column3\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage' NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_column3_order_idx\` ON \`footer_column3\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_column3_parent_id_idx\` ON \`footer_column3\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column3_locale_idx\` ON \`footer_column3\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`footer_column3_page_idx\` ON \`footer_column3\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column3_education_page_idx\` ON \`footer_column3\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column3_asset_idx\` ON \`footer_column3\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column3_article_idx\` ON \`footer_column3\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_column3_popup_idx\` ON \`footer_column3\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_legal_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'standardPage' NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`anchor\` text,
  	\`education_page_id\` integer,
  	\`url\` text,
  	\`asset_id\` integer,
  	\`new_tab\` integer DEFAULT true,
  	\`article_id\` integer,
  	\`popup_id\` integer,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_legal_links_order_idx\` ON \`footer_legal_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_parent_id_idx\` ON \`footer_legal_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_locale_idx\` ON \`footer_legal_links\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_page_idx\` ON \`footer_legal_links\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_education_page_idx\` ON \`footer_legal_links\` (\`education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_asset_idx\` ON \`footer_legal_links\` (\`asset_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_article_idx\` ON \`footer_legal_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_legal_links_popup_idx\` ON \`footer_legal_links\` (\`popup_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`column1\` text,
  	\`column4\` text,
  	\`copyright\` text,
  	\`checkout_info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_rels_order_idx\` ON \`footer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_parent_idx\` ON \`footer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_path_idx\` ON \`footer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_locale_idx\` ON \`footer_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`locale_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`domain\` text,
  	\`iso\` text NOT NULL,
  	\`account_hub_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locale_entries_order_idx\` ON \`locale_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locale_entries_parent_id_idx\` ON \`locale_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_brands_order_idx\` ON \`site_settings_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_brands_parent_id_idx\` ON \`site_settings_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_brands_logo_idx\` ON \`site_settings_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_alerts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`alert_id\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`message\` text NOT NULL,
  	\`has_link\` integer DEFAULT false,
  	\`link_content_type\` text DEFAULT 'standardPage',
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_anchor\` text,
  	\`link_education_page_id\` integer,
  	\`link_url\` text,
  	\`link_asset_id\` integer,
  	\`link_new_tab\` integer DEFAULT true,
  	\`link_article_id\` integer,
  	\`link_popup_id\` integer,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_education_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_asset_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_order_idx\` ON \`site_settings_alerts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_parent_id_idx\` ON \`site_settings_alerts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_locale_idx\` ON \`site_settings_alerts\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_link_link_page_idx\` ON \`site_settings_alerts\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_link_link_education_page_idx\` ON \`site_settings_alerts\` (\`link_education_page_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_link_link_asset_idx\` ON \`site_settings_alerts\` (\`link_asset_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_link_link_article_idx\` ON \`site_settings_alerts\` (\`link_article_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_alerts_link_link_popup_idx\` ON \`site_settings_alerts\` (\`link_popup_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`maintenance\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_rels_order_idx\` ON \`site_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_parent_idx\` ON \`site_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_path_idx\` ON \`site_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_locale_idx\` ON \`site_settings_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_pages_id_idx\` ON \`site_settings_rels\` (\`pages_id\`,\`locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_notification_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_notification\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_external_data\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_login_form\`;`)
  await db.run(sql`DROP TABLE \`ihth_buttons\`;`)
  await db.run(sql`DROP TABLE \`ihth\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info_boxes\`;`)
  await db.run(sql`DROP TABLE \`hcg_contents_buttons\`;`)
  await db.run(sql`DROP TABLE \`hcg_contents\`;`)
  await db.run(sql`DROP TABLE \`hcg\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_list_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_banner_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cards_people\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quick_links_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quick_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_wysiwyg_block\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_proximi_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_education_page\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_notification_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_notification\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_external_data\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_login_form\`;`)
  await db.run(sql`DROP TABLE \`_ihth_v_buttons\`;`)
  await db.run(sql`DROP TABLE \`_ihth_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_boxes\`;`)
  await db.run(sql`DROP TABLE \`_hcg_v_contents_buttons\`;`)
  await db.run(sql`DROP TABLE \`_hcg_v_contents\`;`)
  await db.run(sql`DROP TABLE \`_hcg_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider_slides_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_list_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_banner_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_cards_people\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quick_links_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quick_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_wysiwyg_block\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_proximi_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_education_page\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`tags_locales\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`header_primary_links_children\`;`)
  await db.run(sql`DROP TABLE \`header_primary_links\`;`)
  await db.run(sql`DROP TABLE \`header_secondary_links_children\`;`)
  await db.run(sql`DROP TABLE \`header_secondary_links\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`header_locales\`;`)
  await db.run(sql`DROP TABLE \`header_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_column2\`;`)
  await db.run(sql`DROP TABLE \`footer_column3\`;`)
  await db.run(sql`DROP TABLE \`footer_legal_links\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_rels\`;`)
  await db.run(sql`DROP TABLE \`locale_entries\`;`)
  await db.run(sql`DROP TABLE \`site_settings_brands\`;`)
  await db.run(sql`DROP TABLE \`site_settings_alerts\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_rels\`;`)
}
