import * as migration_20261121_132801_initial from './20261121_132801_initial';
import * as migration_20261121_135721_invitations from './20261121_135721_invitations';
import * as migration_20261121_140311_company_location from './20261121_140311_company_location';
import * as migration_20261121_140915_self_registration from './20261121_140915_self_registration';
import * as migration_20261121_141557_ledger_and_coupons from './20261121_141557_ledger_and_coupons';
import * as migration_20261121_143228_content from './20261121_143228_content';
import * as migration_20261121_144455_codes from './20261121_144455_codes';
import * as migration_20261121_145405_cart_and_orders from './20261121_145405_cart_and_orders';
import * as migration_20261121_161144_trainings from './20261121_161144_trainings';
import * as migration_20261121_162704_contact from './20261121_162704_contact';
import * as migration_20261121_163520_puzzle from './20261121_163520_puzzle';
import * as migration_20261121_164124_rankings from './20261121_164124_rankings';
import * as migration_20261121_165531_fulfilment_and_audit from './20261121_165531_fulfilment_and_audit';
import * as migration_20261121_194516_partners_blocking_and_regions from './20261121_194516_partners_blocking_and_regions';
import * as migration_20261123_114608_partner_sessions_and_credentials from './20261123_114608_partner_sessions_and_credentials';
import * as migration_20261123_120200_order_keys_per_partner from './20261123_120200_order_keys_per_partner';
import * as migration_20261123_142034_staff_login_blocked from './20261123_142034_staff_login_blocked';
import * as migration_20261124_034845_remembered_sessions from './20261124_034845_remembered_sessions';
import * as migration_20261125_012634_prize_search from './20261125_012634_prize_search';
import * as migration_20261125_042107_data_protection from './20261125_042107_data_protection';
import * as migration_20261125_042821_branding from './20261125_042821_branding';
import * as migration_20261125_071117_localized_content from './20261125_071117_localized_content';
import * as migration_20261125_115228_write_once_indexes from './20261125_115228_write_once_indexes';
import * as migration_20261125_120339_evidence_and_limits from './20261125_120339_evidence_and_limits';
import * as migration_20261125_121406_audit_trail from './20261125_121406_audit_trail';
import * as migration_20261125_145954_prize_tax from './20261125_145954_prize_tax';
import * as migration_20261125_151112_points_expiry from './20261125_151112_points_expiry';
import * as migration_20261125_151558_expiry_notices from './20261125_151558_expiry_notices';
import * as migration_20261125_152440_batch_revocation from './20261125_152440_batch_revocation';
import * as migration_20261125_153027_api_keys from './20261125_153027_api_keys';
import * as migration_20261125_174510_webhooks from './20261125_174510_webhooks';
import * as migration_20261125_181053_fraud_cases from './20261125_181053_fraud_cases';
import * as migration_20261125_181427_fraud_settings from './20261125_181427_fraud_settings';
import * as migration_20261126_103500_ranking_results_rows from './20261126_103500_ranking_results_rows';

export const migrations = [
  {
    up: migration_20261121_132801_initial.up,
    down: migration_20261121_132801_initial.down,
    name: '20261121_132801_initial',
  },
  {
    up: migration_20261121_135721_invitations.up,
    down: migration_20261121_135721_invitations.down,
    name: '20261121_135721_invitations',
  },
  {
    up: migration_20261121_140311_company_location.up,
    down: migration_20261121_140311_company_location.down,
    name: '20261121_140311_company_location',
  },
  {
    up: migration_20261121_140915_self_registration.up,
    down: migration_20261121_140915_self_registration.down,
    name: '20261121_140915_self_registration',
  },
  {
    up: migration_20261121_141557_ledger_and_coupons.up,
    down: migration_20261121_141557_ledger_and_coupons.down,
    name: '20261121_141557_ledger_and_coupons',
  },
  {
    up: migration_20261121_143228_content.up,
    down: migration_20261121_143228_content.down,
    name: '20261121_143228_content',
  },
  {
    up: migration_20261121_144455_codes.up,
    down: migration_20261121_144455_codes.down,
    name: '20261121_144455_codes',
  },
  {
    up: migration_20261121_145405_cart_and_orders.up,
    down: migration_20261121_145405_cart_and_orders.down,
    name: '20261121_145405_cart_and_orders',
  },
  {
    up: migration_20261121_161144_trainings.up,
    down: migration_20261121_161144_trainings.down,
    name: '20261121_161144_trainings',
  },
  {
    up: migration_20261121_162704_contact.up,
    down: migration_20261121_162704_contact.down,
    name: '20261121_162704_contact',
  },
  {
    up: migration_20261121_163520_puzzle.up,
    down: migration_20261121_163520_puzzle.down,
    name: '20261121_163520_puzzle',
  },
  {
    up: migration_20261121_164124_rankings.up,
    down: migration_20261121_164124_rankings.down,
    name: '20261121_164124_rankings',
  },
  {
    up: migration_20261121_165531_fulfilment_and_audit.up,
    down: migration_20261121_165531_fulfilment_and_audit.down,
    name: '20261121_165531_fulfilment_and_audit',
  },
  {
    up: migration_20261121_194516_partners_blocking_and_regions.up,
    down: migration_20261121_194516_partners_blocking_and_regions.down,
    name: '20261121_194516_partners_blocking_and_regions',
  },
  {
    up: migration_20261123_114608_partner_sessions_and_credentials.up,
    down: migration_20261123_114608_partner_sessions_and_credentials.down,
    name: '20261123_114608_partner_sessions_and_credentials',
  },
  {
    up: migration_20261123_120200_order_keys_per_partner.up,
    down: migration_20261123_120200_order_keys_per_partner.down,
    name: '20261123_120200_order_keys_per_partner',
  },
  {
    up: migration_20261123_142034_staff_login_blocked.up,
    down: migration_20261123_142034_staff_login_blocked.down,
    name: '20261123_142034_staff_login_blocked',
  },
  {
    up: migration_20261124_034845_remembered_sessions.up,
    down: migration_20261124_034845_remembered_sessions.down,
    name: '20261124_034845_remembered_sessions',
  },
  {
    up: migration_20261125_012634_prize_search.up,
    down: migration_20261125_012634_prize_search.down,
    name: '20261125_012634_prize_search',
  },
  {
    up: migration_20261125_042107_data_protection.up,
    down: migration_20261125_042107_data_protection.down,
    name: '20261125_042107_data_protection',
  },
  {
    up: migration_20261125_042821_branding.up,
    down: migration_20261125_042821_branding.down,
    name: '20261125_042821_branding',
  },
  {
    up: migration_20261125_071117_localized_content.up,
    down: migration_20261125_071117_localized_content.down,
    name: '20261125_071117_localized_content',
  },
  {
    up: migration_20261125_115228_write_once_indexes.up,
    down: migration_20261125_115228_write_once_indexes.down,
    name: '20261125_115228_write_once_indexes',
  },
  {
    up: migration_20261125_120339_evidence_and_limits.up,
    down: migration_20261125_120339_evidence_and_limits.down,
    name: '20261125_120339_evidence_and_limits',
  },
  {
    up: migration_20261125_121406_audit_trail.up,
    down: migration_20261125_121406_audit_trail.down,
    name: '20261125_121406_audit_trail',
  },
  {
    up: migration_20261125_145954_prize_tax.up,
    down: migration_20261125_145954_prize_tax.down,
    name: '20261125_145954_prize_tax',
  },
  {
    up: migration_20261125_151112_points_expiry.up,
    down: migration_20261125_151112_points_expiry.down,
    name: '20261125_151112_points_expiry',
  },
  {
    up: migration_20261125_151558_expiry_notices.up,
    down: migration_20261125_151558_expiry_notices.down,
    name: '20261125_151558_expiry_notices',
  },
  {
    up: migration_20261125_152440_batch_revocation.up,
    down: migration_20261125_152440_batch_revocation.down,
    name: '20261125_152440_batch_revocation',
  },
  {
    up: migration_20261125_153027_api_keys.up,
    down: migration_20261125_153027_api_keys.down,
    name: '20261125_153027_api_keys',
  },
  {
    up: migration_20261125_174510_webhooks.up,
    down: migration_20261125_174510_webhooks.down,
    name: '20261125_174510_webhooks',
  },
  {
    up: migration_20261125_181053_fraud_cases.up,
    down: migration_20261125_181053_fraud_cases.down,
    name: '20261125_181053_fraud_cases',
  },
  {
    up: migration_20261125_181427_fraud_settings.up,
    down: migration_20261125_181427_fraud_settings.down,
    name: '20261125_181427_fraud_settings',
  },
  {
    up: migration_20261126_103500_ranking_results_rows.up,
    down: migration_20261126_103500_ranking_results_rows.down,
    name: '20261126_103500_ranking_results_rows',
  },
];
