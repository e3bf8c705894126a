import type { Redis } from 'ioredis'
import type { RateLimitStore } from './limiter'

// One round trip per hit: the first hit of a window starts its expiry, so a window never outlives windowMs.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`

/** Windows as Redis keys that expire by themselves (REDIS_URL set): the store several machines share. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [number, number]
    return { count, resetAt: Date.now() + ttl }
  }

  async peek(keys: string[]) {
    const read = this.redis.multi()
    for (const key of keys) read.get(this.prefix + key).pttl(this.prefix + key)
    const replies = (await read.exec()) as Array<[null, string | number | null]>
    return keys.map((_, i) => ({
      count: Number(replies[2 * i]![1] ?? 0),
      resetAt: Date.now() + Math.max(0, Number(replies[2 * i + 1]![1])),
    }))
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key)
  }
}
