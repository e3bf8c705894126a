import { ORDER_STATUSES } from '@portal/shared'

export const ORDER_STATUS_CHOICES = ORDER_STATUSES.map((id) => ({ id, name: `resources.orders.statuses.${id}` }))
