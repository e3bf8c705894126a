import { createLocalReq, logoutOperation, type Payload } from 'payload'

type SessionUser = { id: string; collection: 'partners' | 'staff'; _sid?: string }

/** Removes the session (or, with allSessions, every session) from the server-side list, so those tokens stop working at once. */
export async function logOut(payload: Payload, user: SessionUser, options: { allSessions?: boolean } = {}): Promise<void> {
  const req = await createLocalReq({ user: user as never }, payload)
  await logoutOperation({ collection: payload.collections[user.collection], req, allSessions: options.allSessions })
}
