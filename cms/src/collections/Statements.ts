import type { CollectionConfig } from 'payload'
import { isOperationsStaffOrOwnPartnerRecord } from '../access/isOperationsStaffOrOwnPartnerRecord'
import { nobody } from '../access/nobody'

/**
 * Append-only consent register: each acceptance or consent change is a new statement with the
 * document versions it covered. Created only by the consent service; nobody edits or deletes one.
 */
export const Statements: CollectionConfig = {
  slug: 'statements',
  labels: { singular: 'Oświadczenie', plural: 'Oświadczenia' },
  admin: { group: 'Partnerzy', defaultColumns: ['partner', 'accepted_at', 'accept_marketing_data_process'] },
  access: { read: isOperationsStaffOrOwnPartnerRecord, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true },
    { name: 'regulations', type: 'relationship', relationTo: 'documents', label: 'Regulamin' },
    { name: 'privacy_policy', type: 'relationship', relationTo: 'documents', label: 'Polityka prywatności' },
    // The accepted versions as they were, kept even if a document record were gone.
    { name: 'regulations_version', type: 'text', label: 'Wersja regulaminu' },
    { name: 'regulations_sha256', type: 'text', label: 'SHA-256 regulaminu' },
    { name: 'privacy_policy_version', type: 'text', label: 'Wersja polityki prywatności' },
    { name: 'privacy_policy_sha256', type: 'text', label: 'SHA-256 polityki prywatności' },
    { name: 'accept_regulations', type: 'checkbox', defaultValue: false },
    { name: 'accept_privacy_policy', type: 'checkbox', defaultValue: false },
    { name: 'accept_marketing_data_process', type: 'checkbox', defaultValue: false },
    { name: 'accepted_at', type: 'date', required: true, index: true },
    { name: 'ip', type: 'text' },
    { name: 'user_agent', type: 'text' },
  ],
}
