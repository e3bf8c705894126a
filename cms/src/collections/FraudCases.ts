import type { CollectionConfig } from 'payload'
import { FRAUD_CASE_STATUSES, FRAUD_SIGNALS } from '@portal/shared'
import { nobody } from '../access/nobody'

/**
 * "Podejrzane aktywności": one open case per signal and subject (a partner's id, an IP address or a code), raised
 * as codes arrive (modules/codes/register.ts, by the rule in domain/fraudSignals.ts). Points of registrations held
 * for a case are ledger entries `held` referring to it (`fraud:<id>`); the back office's service decides them.
 */
export const FraudCases: CollectionConfig = {
  slug: 'fraud-cases',
  labels: { singular: 'Podejrzana aktywność', plural: 'Podejrzane aktywności' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'signal', type: 'select', required: true, options: Object.keys(FRAUD_SIGNALS) },
    { name: 'subject', type: 'text', required: true, index: true },
    { name: 'partner', type: 'relationship', relationTo: 'partners', index: true },
    { name: 'ip', type: 'text' },
    { name: 'code', type: 'text' },
    { name: 'status', type: 'select', required: true, defaultValue: 'open', options: Object.keys(FRAUD_CASE_STATUSES), index: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 1 },
    { name: 'first_seen_at', type: 'date', required: true },
    { name: 'last_seen_at', type: 'date', required: true },
    { name: 'decided_by', type: 'relationship', relationTo: 'staff' },
    { name: 'decided_at', type: 'date' },
    { name: 'decision_note', type: 'text' },
  ],
}
