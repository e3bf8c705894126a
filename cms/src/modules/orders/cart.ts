import type { Payload } from 'payload'
import { CART_MAX_QUANTITY, cartLineRequest, type PreferredLanguage } from '@portal/shared'
import { AppError, parseBody, validationError } from '../../domain/errors'
import { isRecordId } from '../../domain/relations'
import type { Prize } from '../../payload-types'
import { inTransaction } from '../transaction'
import type { PartnerUser } from '../auth/users'
import { inLanguage } from '../content/language'

// Cart rows refuse API writes: this service writes them for the partner it checked.
const asShop = { overrideAccess: true } as const

/** The partner's cart, the prizes named in the partner's language. */
export async function readCart(payload: Payload, partner: PartnerUser, locale: PreferredLanguage) {
  const rows = await payload.find({
    collection: 'cart-items',
    ...inLanguage(locale),
    where: { partner: { equals: partner.id } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    user: partner,
    overrideAccess: false,
  })
  const items = rows.docs.map((row, i) => {
    const prize = row.prize as Prize
    return {
      number: i + 1,
      prize_id: prize.id,
      name: prize.name,
      quantity: row.quantity,
      points: prize.points,
      line_points: prize.points * row.quantity,
    }
  })
  return { items, total: items.reduce((sum, item) => sum + item.line_points, 0) }
}

/** Adds a prize (or more of it) to the cart; `set` replaces the quantity instead. */
export async function putInCart(payload: Payload, partner: PartnerUser, body: unknown, mode: 'add' | 'set') {
  const { prize_id, quantity } = parseBody(cartLineRequest, body)
  const prize = await payload.find({
    collection: 'prizes',
    where: { and: [{ id: { equals: prize_id } }, { active: { equals: true } }] },
    limit: 1,
    depth: 0,
    user: partner,
    overrideAccess: false,
  })
  if (!prize.docs[0]) throw validationError({ prize_id: ['Ta nagroda nie jest dostępna.'] })
  if (prize.docs[0].stock <= 0) throw validationError({ prize_id: ['Ta nagroda jest chwilowo niedostępna (brak w magazynie).'] })
  await inTransaction(
    payload,
    async (req) => {
      const existing = (
        await payload.find({
          collection: 'cart-items',
          where: { and: [{ partner: { equals: partner.id } }, { prize: { equals: prize_id } }] },
          limit: 1,
          depth: 0,
          req,
          ...asShop,
        })
      ).docs[0]
      if (existing)
        await payload.update({
          collection: 'cart-items',
          id: existing.id,
          data: { quantity: Math.min(mode === 'add' ? existing.quantity + quantity : quantity, CART_MAX_QUANTITY) },
          req,
          ...asShop,
        })
      else await payload.create({ collection: 'cart-items', data: { partner: partner.id, prize: prize_id, quantity }, req, ...asShop })
    },
    { retryOnConflict: 2 },
  )
}

export async function removeFromCart(payload: Payload, partner: PartnerUser, prizeId: string) {
  const removed = isRecordId(prizeId)
    ? await payload.delete({
        collection: 'cart-items',
        where: { and: [{ partner: { equals: partner.id } }, { prize: { equals: prizeId } }] },
        ...asShop,
      })
    : null
  if (!removed?.docs.length) throw new AppError(404, 'Tej nagrody nie ma w koszyku.')
}
