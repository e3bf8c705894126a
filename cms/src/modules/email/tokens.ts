import crypto from 'node:crypto'

/** A random token for an e-mailed link; only its hash is stored, so a database leak gives no usable links. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}
