import { createLocalReq, logoutOperation, type Payload } from 'payload'

type SessionUser = { id: string; collection: 'partners' | 'staff'; _sid?: string }

/** Removes the session from the user's server-side session list, so the token stops working at once. */
export async function logOut(payload: Payload, user: SessionUser): Promise<void> {
  const req = await createLocalReq({ user: user as never }, payload)
  await logoutOperation({ collection: payload.collections[user.collection], req })
}
