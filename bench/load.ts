/** A closed-loop load: `clients` workers each send requests back to back until `total` are done. */
export async function load(total: number, clients: number, send: (i: number) => Promise<void>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next++
        const t0 = performance.now()
        await send(i)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    perSecond: total / seconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    median: latencies[Math.floor(latencies.length / 2)] ?? 0,
  }
}

export type LoadResult = Awaited<ReturnType<typeof load>>
export const describe = (r: LoadResult) => `${r.perSecond.toFixed(0)} req/s, median ${r.median.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`

/** Headers of a logged-in browser: the CSRF pair and the session cookie of `login` (portal or back office). */
export async function session(
  baseUrl: string,
  login: '/api/login' | '/backoffice/api/login',
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const csrf = await fetch(`${baseUrl}/sanctum/csrf-cookie`)
  const token = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('XSRF-TOKEN='))!
  const headers = { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token.split('=')[1]!), Cookie: token }
  const response = await fetch(`${baseUrl}${login}`, { method: 'POST', headers, body: JSON.stringify({ email, password }) })
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const sessionCookie = cookies.find((c) => /^(portal_session|payload-token)=/.test(c))
  // The login hands out a CSRF token bound to the new session.
  const sessionToken = cookies.find((c) => c.startsWith('XSRF-TOKEN='))
  if (!sessionCookie || !sessionToken) throw new Error(`login of ${email} failed: ${response.status}`)
  return { ...headers, 'X-XSRF-TOKEN': decodeURIComponent(sessionToken.split('=')[1]!), Cookie: `${sessionToken}; ${sessionCookie}` }
}
