import * as migration_20261121_132801_initial from './20261121_132801_initial';

export const migrations = [
  {
    up: migration_20261121_132801_initial.up,
    down: migration_20261121_132801_initial.down,
    name: '20261121_132801_initial'
  },
];
