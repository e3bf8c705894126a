import { Chip } from '@mui/material'
import { WEBHOOK_DELIVERY_STATUSES } from '@portal/shared'

export type Delivery = {
  id: string
  webhook: string
  event_name: string
  event_id: string
  status: keyof typeof WEBHOOK_DELIVERY_STATUSES
  attempts: number
  last_status: number | null
  last_error: string | null
  next_attempt_at: string | null
  delivered_at: string | null
  createdAt: string
}

// MUI's warning orange is too faint behind white words (axe): a waiting delivery is the plain chip.
const COLOURS = { pending: 'default', delivered: 'success', failed: 'error' } as const

export const DeliveryStatus = ({ delivery }: { delivery: Delivery }) => (
  <Chip size="small" color={COLOURS[delivery.status]} label={WEBHOOK_DELIVERY_STATUSES[delivery.status]} />
)
