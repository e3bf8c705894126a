import * as migration_20261121_132745_initial from './20261121_132745_initial';
import * as migration_20261121_135712_invitations from './20261121_135712_invitations';
import * as migration_20261121_140306_company_location from './20261121_140306_company_location';
import * as migration_20261121_140910_self_registration from './20261121_140910_self_registration';
import * as migration_20261121_141546_ledger_and_coupons from './20261121_141546_ledger_and_coupons';
import * as migration_20261121_143223_content from './20261121_143223_content';
import * as migration_20261121_144445_codes from './20261121_144445_codes';
import * as migration_20261121_145357_cart_and_orders from './20261121_145357_cart_and_orders';
import * as migration_20261121_161137_trainings from './20261121_161137_trainings';
import * as migration_20261121_162656_contact from './20261121_162656_contact';
import * as migration_20261121_163515_puzzle from './20261121_163515_puzzle';
import * as migration_20261121_164118_rankings from './20261121_164118_rankings';
import * as migration_20261121_165522_fulfilment_and_audit from './20261121_165522_fulfilment_and_audit';
import * as migration_20261121_194504_partners_blocking_and_regions from './20261121_194504_partners_blocking_and_regions';

export const migrations = [
  {
    up: migration_20261121_132745_initial.up,
    down: migration_20261121_132745_initial.down,
    name: '20261121_132745_initial',
  },
  {
    up: migration_20261121_135712_invitations.up,
    down: migration_20261121_135712_invitations.down,
    name: '20261121_135712_invitations',
  },
  {
    up: migration_20261121_140306_company_location.up,
    down: migration_20261121_140306_company_location.down,
    name: '20261121_140306_company_location',
  },
  {
    up: migration_20261121_140910_self_registration.up,
    down: migration_20261121_140910_self_registration.down,
    name: '20261121_140910_self_registration',
  },
  {
    up: migration_20261121_141546_ledger_and_coupons.up,
    down: migration_20261121_141546_ledger_and_coupons.down,
    name: '20261121_141546_ledger_and_coupons',
  },
  {
    up: migration_20261121_143223_content.up,
    down: migration_20261121_143223_content.down,
    name: '20261121_143223_content',
  },
  {
    up: migration_20261121_144445_codes.up,
    down: migration_20261121_144445_codes.down,
    name: '20261121_144445_codes',
  },
  {
    up: migration_20261121_145357_cart_and_orders.up,
    down: migration_20261121_145357_cart_and_orders.down,
    name: '20261121_145357_cart_and_orders',
  },
  {
    up: migration_20261121_161137_trainings.up,
    down: migration_20261121_161137_trainings.down,
    name: '20261121_161137_trainings',
  },
  {
    up: migration_20261121_162656_contact.up,
    down: migration_20261121_162656_contact.down,
    name: '20261121_162656_contact',
  },
  {
    up: migration_20261121_163515_puzzle.up,
    down: migration_20261121_163515_puzzle.down,
    name: '20261121_163515_puzzle',
  },
  {
    up: migration_20261121_164118_rankings.up,
    down: migration_20261121_164118_rankings.down,
    name: '20261121_164118_rankings',
  },
  {
    up: migration_20261121_165522_fulfilment_and_audit.up,
    down: migration_20261121_165522_fulfilment_and_audit.down,
    name: '20261121_165522_fulfilment_and_audit',
  },
  {
    up: migration_20261121_194504_partners_blocking_and_regions.up,
    down: migration_20261121_194504_partners_blocking_and_regions.down,
    name: '20261121_194504_partners_blocking_and_regions'
  },
];
