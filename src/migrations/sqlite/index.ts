import * as migration_20261122_041233_initial from './20261122_041233_initial';
import * as migration_20261122_060338_catalogue from './20261122_060338_catalogue';
import * as migration_20261122_071832_orders from './20261122_071832_orders';
import * as migration_20261122_072647_passes from './20261122_072647_passes';
import * as migration_20261122_080651_order_holds from './20261122_080651_order_holds';
import * as migration_20261122_090402_customers from './20261122_090402_customers';
import * as migration_20261122_100546_account_pages from './20261122_100546_account_pages';
import * as migration_20261123_190428_redirect_target from './20261123_190428_redirect_target';
import * as migration_20261123_192729_staff_reset_interval from './20261123_192729_staff_reset_interval';

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
    up: migration_20261123_190428_redirect_target.up,
    down: migration_20261123_190428_redirect_target.down,
    name: '20261123_190428_redirect_target',
  },
  {
    up: migration_20261123_192729_staff_reset_interval.up,
    down: migration_20261123_192729_staff_reset_interval.down,
    name: '20261123_192729_staff_reset_interval'
  },
];
