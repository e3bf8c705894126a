import type { Field } from 'payload'

/**
 * `updatedAt` without Payload's index, for records written once and then at most stamped (ledger entries, codes,
 * code attempts): nobody sorts or filters them by their last change, and each index costs every registered code
 * (bench:hot, code registration: +13% req/s without this one and the low-cardinality ones).
 */
export const unindexedUpdatedAt: Field = {
  name: 'updatedAt',
  type: 'date',
  admin: { disableBulkEdit: true, hidden: true },
  label: ({ t }) => t('general:updatedAt'),
}
