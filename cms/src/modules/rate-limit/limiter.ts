import { AppError } from '../../domain/errors'

/** Counts hits of a key in a fixed window; a shared implementation can replace the memory one for several processes. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  /** The current window's count without adding a hit. */
  peek(key: string): Promise<{ count: number; resetAt: number }>
}

/** The default store: one process's memory (enough for a single app process; see README for scale-out). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  async hit(key: string, windowMs: number) {
    const now = Date.now()
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k)
    const current = this.windows.get(key)
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs }
    window.count += 1
    this.windows.set(key, window)
    return { ...window }
  }

  async peek(key: string) {
    const window = this.windows.get(key)
    return window && window.resetAt > Date.now() ? { ...window } : { count: 0, resetAt: Date.now() }
  }
}

export type RateLimit = { name: string; max: number; windowMs: number }

export function tooManyAttempts(resetAt: number): AppError {
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000))
  return new AppError(429, `Zbyt wiele prób. Spróbuj ponownie za ${minutes} min.`)
}

/** Throws 429 (saying when to try again) once any of the keys went over its limit. */
export async function consume(store: RateLimitStore, limits: Array<RateLimit & { key: string }>): Promise<void> {
  for (const limit of limits) {
    const { count, resetAt } = await store.hit(`${limit.name}:${limit.key.toLowerCase()}`, limit.windowMs)
    if (count > limit.max) throw tooManyAttempts(resetAt)
  }
}
