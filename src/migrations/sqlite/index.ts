import * as migration_20261122_041233_initial from './20261122_041233_initial';
import * as migration_20261122_060338_catalogue from './20261122_060338_catalogue';
import * as migration_20261122_071832_orders from './20261122_071832_orders';
import * as migration_20261122_072647_passes from './20261122_072647_passes';
import * as migration_20261122_080651_order_holds from './20261122_080651_order_holds';
import * as migration_20261122_090402_customers from './20261122_090402_customers';
import * as migration_20261122_100546_account_pages from './20261122_100546_account_pages';
import * as migration_20261123_185420_closures from './20261123_185420_closures';
import * as migration_20261123_200955_hardening from './20261123_200955_hardening';
import * as migration_20261124_005952_homeowner from './20261124_005952_homeowner';
import * as migration_20261124_042754_gift_cards_refunds from './20261124_042754_gift_cards_refunds';
import * as migration_20261127_011802_search_events_map from './20261127_011802_search_events_map';
import * as migration_20261127_034601_forms_consent from './20261127_034601_forms_consent';
import * as migration_20261127_085123_confirmation_rate_map from './20261127_085123_confirmation_rate_map';
import * as migration_20261127_085216_member_prices from './20261127_085216_member_prices';
import * as migration_20261127_091607_booking_search from './20261127_091607_booking_search';
import * as migration_20261127_093427_seller_contact from './20261127_093427_seller_contact';
import * as migration_20261127_105535_what_to_bring from './20261127_105535_what_to_bring';

export const migrations = [
  {
    up: migration_20261122_041233_initial.up,
    down: migration_20261122_041233_initial.down,
    name: '20261122_041233_initial',
  },
  {
    up: migration_20261122_060338_catalogue.up,
    down: migration_20261122_060338_catalogue.down,
    name: '20261122_060338_catalogue',
  },
  {
    up: migration_20261122_071832_orders.up,
    down: migration_20261122_071832_orders.down,
    name: '20261122_071832_orders',
  },
  {
    up: migration_20261122_072647_passes.up,
    down: migration_20261122_072647_passes.down,
    name: '20261122_072647_passes',
  },
  {
    up: migration_20261122_080651_order_holds.up,
    down: migration_20261122_080651_order_holds.down,
    name: '20261122_080651_order_holds',
  },
  {
    up: migration_20261122_090402_customers.up,
    down: migration_20261122_090402_customers.down,
    name: '20261122_090402_customers',
  },
  {
    up: migration_20261122_100546_account_pages.up,
    down: migration_20261122_100546_account_pages.down,
    name: '20261122_100546_account_pages',
  },
  {
    up: migration_20261123_185420_closures.up,
    down: migration_20261123_185420_closures.down,
    name: '20261123_185420_closures',
  },
  {
    up: migration_20261123_200955_hardening.up,
    down: migration_20261123_200955_hardening.down,
    name: '20261123_200955_hardening',
  },
  {
    up: migration_20261124_005952_homeowner.up,
    down: migration_20261124_005952_homeowner.down,
    name: '20261124_005952_homeowner',
  },
  {
    up: migration_20261124_042754_gift_cards_refunds.up,
    down: migration_20261124_042754_gift_cards_refunds.down,
    name: '20261124_042754_gift_cards_refunds',
  },
  {
    up: migration_20261127_011802_search_events_map.up,
    down: migration_20261127_011802_search_events_map.down,
    name: '20261127_011802_search_events_map',
  },
  {
    up: migration_20261127_034601_forms_consent.up,
    down: migration_20261127_034601_forms_consent.down,
    name: '20261127_034601_forms_consent',
  },
  {
    up: migration_20261127_085123_confirmation_rate_map.up,
    down: migration_20261127_085123_confirmation_rate_map.down,
    name: '20261127_085123_confirmation_rate_map',
  },
  {
    up: migration_20261127_085216_member_prices.up,
    down: migration_20261127_085216_member_prices.down,
    name: '20261127_085216_member_prices',
  },
  {
    up: migration_20261127_091607_booking_search.up,
    down: migration_20261127_091607_booking_search.down,
    name: '20261127_091607_booking_search',
  },
  {
    up: migration_20261127_093427_seller_contact.up,
    down: migration_20261127_093427_seller_contact.down,
    name: '20261127_093427_seller_contact',
  },
  {
    up: migration_20261127_105535_what_to_bring.up,
    down: migration_20261127_105535_what_to_bring.down,
    name: '20261127_105535_what_to_bring'
  },
];
