import type { Request } from 'express'

/** Links in e-mails use PUBLIC_URL; without it (development) the address the request came to. */
export function publicBaseUrl(req: Request, configured: string | undefined): string {
  return (configured ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '')
}
