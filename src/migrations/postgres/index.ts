import * as migration_20261122_041239_initial from './20261122_041239_initial';

export const migrations = [
  {
    up: migration_20261122_041239_initial.up,
    down: migration_20261122_041239_initial.down,
    name: '20261122_041239_initial'
  },
];
