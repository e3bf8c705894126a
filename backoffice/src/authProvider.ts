import type { AuthProvider } from 'react-admin'
import type { StaffRole } from '@portal/shared'
import { API_URL, httpClient } from './httpClient'

type StaffIdentity = { id: string; email: string; name: string | null; roles: StaffRole[] }

let identity: Promise<StaffIdentity> | null = null
const me = () =>
  (identity ??= httpClient(`${API_URL}/me`)
    .then(({ json }) => json as StaffIdentity)
    .catch((error: unknown) => {
      identity = null
      throw error
    }))

// Marketing edits content in the Payload admin; the back office has nothing it may open.
const runsProgramme = (roles: StaffRole[]) => roles.some((role) => role === 'admin' || role === 'programme' || role === 'auditor')
const MARKETING_ONLY = 'Panel obsługi programu jest dla obsługi programu i audytorów. Treści edytujesz w panelu /admin.'

/** Staff log in with the same accounts as the Payload admin; the server decides every permission. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    identity = null
    const { json } = await httpClient(`${API_URL}/login`, { method: 'POST', body: JSON.stringify({ email: username, password }) })
    if (!runsProgramme((json as StaffIdentity).roles)) {
      await httpClient(`${API_URL}/logout`, { method: 'POST' }).catch(() => undefined)
      throw new Error(MARKETING_ONLY)
    }
  },
  async logout() {
    identity = null
    await httpClient(`${API_URL}/logout`, { method: 'POST' }).catch(() => undefined)
  },
  async checkAuth() {
    if (!runsProgramme((await me()).roles)) throw new Error(MARKETING_ONLY)
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      identity = null
      throw error
    }
  },
  async getIdentity() {
    const staff = await me()
    return { id: staff.id, fullName: staff.name ?? staff.email }
  },
  async getPermissions() {
    return (await me()).roles
  },
}
