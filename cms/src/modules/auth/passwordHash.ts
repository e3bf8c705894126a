import crypto from 'node:crypto'

// scrypt with OWASP's minimum cost (16 MiB, about 50 ms here): slow for a guesser, bearable on results day.
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: COST.maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

function pbkdf2(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const key = await scrypt(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * Hashed once per process as it starts: unknown e-mails are checked against it, so they take as long as known
 * ones, the first included (a decoy made on first use made that one attempt twice as slow).
 */
const decoy = hashPassword(crypto.randomBytes(16).toString('hex'))

/**
 * Checks a password against a stored hash (null: no password yet, still as slow as a real check).
 * `payload$salt$hash` are Payload's own pbkdf2 hashes, carried over when partners' passwords left Payload.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await decoy)
  const [kind, ...parts] = hash.split('$')
  let expected: Buffer
  let actual: Buffer
  if (kind === 'scrypt' && parts.length === 5) {
    const [N, r, p, salt, key] = parts as [string, string, string, string, string]
    expected = Buffer.from(key, 'base64url')
    actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) })
  } else if (kind === 'payload' && parts.length === 2) {
    const [salt, key] = parts as [string, string]
    const current = key.startsWith('pbkdf2-sha256-v1:')
    expected = Buffer.from(current ? key.slice('pbkdf2-sha256-v1:'.length) : key, 'hex')
    actual = await pbkdf2(password, salt, current ? 600_000 : 25_000, current ? 32 : 512)
  } else {
    return false
  }
  return stored != null && expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}

/** Hashes made before the current cost (or by Payload) are replaced at the next successful login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`scrypt$${COST.N}$${COST.r}$${COST.p}$`)
}
