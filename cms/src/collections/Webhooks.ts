import type { CollectionConfig } from 'payload'
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '@portal/shared'
import { nobody } from '../access/nobody'

/**
 * Receivers of the programme's events (the manufacturer's systems). The secret signs every delivery (HMAC-SHA256),
 * so it is kept as given out, shown once to the admin who creates the receiver and never read back by any API.
 */
export const Webhooks: CollectionConfig = {
  slug: 'webhooks',
  labels: { singular: 'Odbiorca zdarzeń', plural: 'Odbiorcy zdarzeń' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Nazwa' },
    { name: 'url', type: 'text', required: true, label: 'Adres' },
    { name: 'secret', type: 'text', required: true },
    {
      name: 'events',
      type: 'select',
      hasMany: true,
      required: true,
      label: 'Zdarzenia',
      options: Object.entries(WEBHOOK_EVENTS).map(([value, label]) => ({ value, label })),
    },
    { name: 'created_by', type: 'relationship', relationTo: 'staff', label: 'Utworzył' },
    { name: 'disabled_at', type: 'date', label: 'Wyłączono' },
    { name: 'disabled_by', type: 'relationship', relationTo: 'staff', label: 'Wyłączył' },
  ],
}

/**
 * The outbox and the delivery log in one: a row is written in the transaction of the event it tells of, then sent
 * (and retried) by whichever app process claims it first. A resend is a new row with the same event id.
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Dostarczenie zdarzenia', plural: 'Dostarczenia zdarzeń' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['status', 'next_attempt_at'] }],
  fields: [
    { name: 'webhook', type: 'relationship', relationTo: 'webhooks', required: true, index: true },
    { name: 'event', type: 'select', required: true, options: Object.keys(WEBHOOK_EVENTS) },
    { name: 'event_id', type: 'text', required: true, index: true },
    { name: 'body', type: 'textarea', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: Object.keys(WEBHOOK_DELIVERY_STATUSES) },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'next_attempt_at', type: 'date', required: true },
    { name: 'locked_until', type: 'date' },
    { name: 'delivered_at', type: 'date' },
    { name: 'last_status', type: 'number' },
    { name: 'last_error', type: 'text' },
    { name: 'resent_by', type: 'relationship', relationTo: 'staff' },
  ],
}
