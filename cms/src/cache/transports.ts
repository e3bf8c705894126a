import crypto from 'node:crypto'
import type { Redis } from 'ioredis'
import pg from 'pg'
import { type InvalidationTransport, receiveInvalidation } from './invalidation'

/**
 * Invalidations over Redis pub/sub (REDIS_URL set): a second connection subscribes, the app's own publishes. A
 * publish resolves once the message has come back to this process's own subscriber: Redis hands a message to
 * every subscriber in one pass, so by then the other processes' connections hold it too. Resolving on Redis's
 * reply to PUBLISH was not enough: Redis may answer the publisher before it writes to the subscribers, and a
 * partner's next request, sent to the other process at once, could read the balance from before their order
 * (the two-process pass of catalogue.test.ts, on a busy machine). Without the echo within a second, it resolves
 * anyway: the read models' TTL bounds what is left stale.
 */
export async function redisTransport(redis: Redis, channel: string): Promise<InvalidationTransport> {
  const subscriber = redis.duplicate()
  const me = crypto.randomUUID()
  let sent = 0
  const echoes = new Map<string, () => void>()
  subscriber.on('message', (_channel: string, tagged: string) => {
    const space = tagged.indexOf(' ')
    const tag = tagged.slice(0, space)
    echoes.get(tag)?.()
    receiveInvalidation(tagged.slice(space + 1))
  })
  await subscriber.subscribe(channel)
  return {
    publish: async (message) => {
      const tag = `${me}:${++sent}`
      const echoed = new Promise<void>((resolve) => {
        // Unref'd: a process that is closing is not held for a second by a message whose echo will not come.
        const timer = setTimeout(resolve, 1000).unref()
        echoes.set(tag, () => {
          clearTimeout(timer)
          resolve()
        })
      })
      try {
        await redis.publish(channel, `${tag} ${message}`)
        await echoed
      } finally {
        echoes.delete(tag)
      }
    },
    close: async () => {
      await subscriber.quit()
    },
  }
}

const PG_CHANNEL = 'portal_invalidations'

/**
 * Invalidations over PostgreSQL LISTEN/NOTIFY (no Redis): one connection of its own per process, reconnected
 * after a database restart (meanwhile the read models' TTL bounds how stale anything gets).
 */
export async function postgresTransport(uri: string): Promise<InvalidationTransport> {
  let closed = false
  let client: pg.Client
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: uri })
    next.on('notification', (notice) => notice.payload && receiveInvalidation(notice.payload))
    next.on('error', () => undefined)
    next.once('end', () => {
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref()
    })
    await next.connect()
    await next.query(`LISTEN ${PG_CHANNEL}`)
    client = next
  }
  await connect()
  // One statement at a time on the one connection, in order. Each NOTIFY is a commit of its own (with a WAL flush),
  // so messages published while one is on its way go together in the next (bench:hot: one at a time capped code
  // registration at the flushes per second).
  let inFlight: Promise<unknown> = Promise.resolve()
  let next: { messages: string[]; sent: Promise<unknown> } | null = null
  return {
    channel: PG_CHANNEL,
    publish: (message) => {
      if (!next) {
        const batch: { messages: string[]; sent: Promise<unknown> } = { messages: [], sent: Promise.resolve() }
        batch.sent = inFlight = inFlight
          .catch(() => undefined)
          .then(() => {
            next = null
            return client.query('SELECT pg_notify($1, message) FROM unnest($2::text[]) WITH ORDINALITY AS m(message, n) ORDER BY n', [
              PG_CHANNEL,
              batch.messages,
            ])
          })
        next = batch
      }
      next.messages.push(message)
      return next.sent
    },
    close: async () => {
      closed = true
      await client.end()
    },
  }
}
