import * as migration_20261121_132745_initial from './20261121_132745_initial';

export const migrations = [
  {
    up: migration_20261121_132745_initial.up,
    down: migration_20261121_132745_initial.down,
    name: '20261121_132745_initial'
  },
];
