import * as migration_20261122_041239_initial from './20261122_041239_initial';
import * as migration_20261122_060342_catalogue from './20261122_060342_catalogue';
import * as migration_20261122_071852_orders from './20261122_071852_orders';
import * as migration_20261122_072626_passes from './20261122_072626_passes';
import * as migration_20261122_080710_order_holds from './20261122_080710_order_holds';
import * as migration_20261122_090325_customers from './20261122_090325_customers';
import * as migration_20261122_100555_account_pages from './20261122_100555_account_pages';
import * as migration_20261123_185429_closures from './20261123_185429_closures';
import * as migration_20261123_201004_hardening from './20261123_201004_hardening';
import * as migration_20261124_010000_homeowner from './20261124_010000_homeowner';
import * as migration_20261124_042812_gift_cards_refunds from './20261124_042812_gift_cards_refunds';
import * as migration_20261127_011820_search_events_map from './20261127_011820_search_events_map';
import * as migration_20261127_034610_forms_consent from './20261127_034610_forms_consent';
import * as migration_20261127_040215_newsletter_sources from './20261127_040215_newsletter_sources';
import * as migration_20261127_085144_confirmation_rate_map from './20261127_085144_confirmation_rate_map';
import * as migration_20261127_085227_member_prices from './20261127_085227_member_prices';
import * as migration_20261127_091626_booking_search from './20261127_091626_booking_search';
import * as migration_20261127_093457_seller_contact from './20261127_093457_seller_contact';
import * as migration_20261127_105542_what_to_bring from './20261127_105542_what_to_bring';

export const migrations = [
  {
    up: migration_20261122_041239_initial.up,
    down: migration_20261122_041239_initial.down,
    name: '20261122_041239_initial',
  },
  {
    up: migration_20261122_060342_catalogue.up,
    down: migration_20261122_060342_catalogue.down,
    name: '20261122_060342_catalogue',
  },
  {
    up: migration_20261122_071852_orders.up,
    down: migration_20261122_071852_orders.down,
    name: '20261122_071852_orders',
  },
  {
    up: migration_20261122_072626_passes.up,
    down: migration_20261122_072626_passes.down,
    name: '20261122_072626_passes',
  },
  {
    up: migration_20261122_080710_order_holds.up,
    down: migration_20261122_080710_order_holds.down,
    name: '20261122_080710_order_holds',
  },
  {
    up: migration_20261122_090325_customers.up,
    down: migration_20261122_090325_customers.down,
    name: '20261122_090325_customers',
  },
  {
    up: migration_20261122_100555_account_pages.up,
    down: migration_20261122_100555_account_pages.down,
    name: '20261122_100555_account_pages',
  },
  {
    up: migration_20261123_185429_closures.up,
    down: migration_20261123_185429_closures.down,
    name: '20261123_185429_closures',
  },
  {
    up: migration_20261123_201004_hardening.up,
    down: migration_20261123_201004_hardening.down,
    name: '20261123_201004_hardening',
  },
  {
    up: migration_20261124_010000_homeowner.up,
    down: migration_20261124_010000_homeowner.down,
    name: '20261124_010000_homeowner',
  },
  {
    up: migration_20261124_042812_gift_cards_refunds.up,
    down: migration_20261124_042812_gift_cards_refunds.down,
    name: '20261124_042812_gift_cards_refunds',
  },
  {
    up: migration_20261127_011820_search_events_map.up,
    down: migration_20261127_011820_search_events_map.down,
    name: '20261127_011820_search_events_map',
  },
  {
    up: migration_20261127_034610_forms_consent.up,
    down: migration_20261127_034610_forms_consent.down,
    name: '20261127_034610_forms_consent',
  },
  {
    up: migration_20261127_040215_newsletter_sources.up,
    down: migration_20261127_040215_newsletter_sources.down,
    name: '20261127_040215_newsletter_sources',
  },
  {
    up: migration_20261127_085144_confirmation_rate_map.up,
    down: migration_20261127_085144_confirmation_rate_map.down,
    name: '20261127_085144_confirmation_rate_map',
  },
  {
    up: migration_20261127_085227_member_prices.up,
    down: migration_20261127_085227_member_prices.down,
    name: '20261127_085227_member_prices',
  },
  {
    up: migration_20261127_091626_booking_search.up,
    down: migration_20261127_091626_booking_search.down,
    name: '20261127_091626_booking_search',
  },
  {
    up: migration_20261127_093457_seller_contact.up,
    down: migration_20261127_093457_seller_contact.down,
    name: '20261127_093457_seller_contact',
  },
  {
    up: migration_20261127_105542_what_to_bring.up,
    down: migration_20261127_105542_what_to_bring.down,
    name: '20261127_105542_what_to_bring'
  },
];
