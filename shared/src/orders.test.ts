import { describe, expect, it } from 'vitest'
import { englishMessage } from './english'
import { isRefunding, nextStatuses, ORDER_STATUSES, orderStatusName, transitionErrors } from './orders'

describe('order status transitions', () => {
  it('moves forward along the fulfilment path only', () => {
    expect(transitionErrors('Pending', 'Accepted', {})).toEqual({})
    expect(transitionErrors('Accepted', 'Shipped', { tracking_number: 'PL123' })).toEqual({})
    expect(transitionErrors('Shipped', 'Delivered', {})).toEqual({})
    expect(transitionErrors('Pending', 'Shipped', { tracking_number: 'PL123' })).toEqual({
      status: ['Zamówienia o statusie „oczekuje” nie można zmienić na „wysłane”.'],
    })
    // Staff read the statuses in words, never the codes; an English reader gets the English words.
    expect(englishMessage(transitionErrors('Rejected', 'Accepted', {}).status![0]!)).toBe(
      'An order with the status “rejected” cannot be changed to “accepted for fulfilment”.',
    )
    expect(ORDER_STATUSES.map(orderStatusName)).toEqual([
      'Oczekuje',
      'Przyjęte do realizacji',
      'Wysłane',
      'Dostarczone',
      'Odrzucone',
      'Anulowane',
    ])
    expect(transitionErrors('Delivered', 'Cancelled', { reason: 'x' }).status).toBeDefined()
  })

  it('needs a tracking number to ship and a reason to reject or cancel', () => {
    expect(transitionErrors('Accepted', 'Shipped', { tracking_number: '  ' })).toEqual({ tracking_number: ['Podaj numer przesyłki.'] })
    expect(transitionErrors('Pending', 'Rejected', {})).toEqual({ reason: ['Podaj powód.'] })
    expect(transitionErrors('Accepted', 'Cancelled', { reason: 'Brak towaru' })).toEqual({})
  })

  it('offers the next steps of each status and knows which end with the points given back', () => {
    expect(nextStatuses('Pending')).toEqual(['Accepted', 'Rejected', 'Cancelled'])
    expect(nextStatuses('Shipped')).toEqual(['Delivered'])
    expect(nextStatuses('Delivered')).toEqual([])
    expect(ORDER_STATUSES.filter(isRefunding)).toEqual(['Rejected', 'Cancelled'])
  })

  it('never leaves a final status', () => {
    for (const final of ['Delivered', 'Rejected', 'Cancelled'] as const) {
      for (const to of ORDER_STATUSES) expect(transitionErrors(final, to, { tracking_number: 'x', reason: 'x' }).status).toBeDefined()
    }
  })
})
