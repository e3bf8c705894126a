import type { AuthProvider } from 'react-admin'
import type { StaffRole } from '@portal/shared'
import { API_URL, httpClient } from './httpClient'

type StaffIdentity = { id: string; email: string; name: string | null; roles: StaffRole[] }

let identity: Promise<StaffIdentity> | null = null
const me = () => (identity ??= httpClient(`${API_URL}/me`).then(({ json }) => json as StaffIdentity).catch((error: unknown) => {
  identity = null
  throw error
}))

/** Staff log in with the same accounts as the Payload admin; the server decides every permission. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    identity = null
    await httpClient(`${API_URL}/login`, { method: 'POST', body: JSON.stringify({ email: username, password }) })
  },
  async logout() {
    identity = null
    await httpClient(`${API_URL}/logout`, { method: 'POST' }).catch(() => undefined)
  },
  async checkAuth() {
    await me()
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
