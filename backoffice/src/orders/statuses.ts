export const ORDER_STATUS_CHOICES = ['Pending', 'Accepted', 'Shipped', 'Delivered', 'Rejected', 'Cancelled'].map((id) => ({ id, name: `resources.orders.statuses.${id}` }))
