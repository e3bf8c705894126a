import crypto from 'node:crypto'

/**
 * What a change makes stale: a read model's topic and, for per-partner views, the partner's id (no key: all of it).
 * Every process drops its copies at once: this one directly, the others through the transport (Redis pub/sub
 * when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY otherwise). A lost message costs at most a read model's TTL.
 */
export type Topic = 'settings' | 'documents' | 'content' | 'prizes' | 'ranking' | 'sessions' | 'partner' | 'ledger'
export type Invalidation = { topic: Topic; key?: string }

export interface InvalidationTransport {
  publish(message: string): Promise<unknown>
  /** PostgreSQL's channel when the transport is LISTEN/NOTIFY: a transaction can then send its messages with its commit. */
  readonly channel?: string
  close(): Promise<void>
}

const listeners = new Set<(change: Invalidation) => void>()
const processId = crypto.randomUUID()
let transport: InvalidationTransport | null = null

export function onInvalidate(listener: (change: Invalidation) => void): void {
  listeners.add(listener)
}

function deliver(change: Invalidation): void {
  for (const listener of listeners) listener(change)
}

type TransactionContext = { context?: Record<string, unknown> } | undefined
const AFTER_COMMIT = 'invalidateAfterCommit'

/** Resolves once the message is on its way to the other processes (best effort: their TTL bounds a lost one). */
async function broadcast(change: Invalidation): Promise<void> {
  deliver(change)
  await transport?.publish(JSON.stringify({ from: processId, ...change })).catch(() => undefined)
}

/**
 * Drops the topic's (or one key's) cached copies here now and in every other process within milliseconds.
 * Inside one of our transactions (`req`), it happens again once the transaction commits: a read made between
 * the change and its commit saw the old state and must not stay cached. Awaiting it means the other processes
 * have been sent the message before the caller answers.
 */
export function invalidate(topic: Topic, key?: string, req?: TransactionContext): Promise<void> {
  const pending = req?.context?.[AFTER_COMMIT]
  if (Array.isArray(pending)) pending.push({ topic, key })
  return broadcast({ topic, key })
}

/**
 * For a raw SQL transaction that changes what `changes` name: when the transport is PostgreSQL, the messages for
 * the other processes, to be sent by `pg_notify` inside the transaction (they go out with its commit, no round
 * trip or commit of their own); null when they must be published after the commit. Either way call the returned
 * `committed` after the commit: it drops this process's copies (and publishes, if the transaction could not).
 */
export function invalidationsWithCommit(changes: Invalidation[]): {
  notify: { channel: string; messages: string[] } | null
  committed: () => Promise<void>
} {
  const channel = transport?.channel
  if (!channel) return { notify: null, committed: async () => void (await Promise.all(changes.map(broadcast))) }
  return {
    notify: { channel, messages: changes.map((change) => JSON.stringify({ from: processId, ...change })) },
    committed: async () => changes.forEach(deliver),
  }
}

/** Marks `req` as a transaction whose invalidations are repeated by `invalidationsCommitted`. */
export function collectInvalidations(req: { context: Record<string, unknown> }): void {
  req.context[AFTER_COMMIT] = []
}

export async function invalidationsCommitted(req: { context: Record<string, unknown> }): Promise<void> {
  const pending = req.context[AFTER_COMMIT] as Invalidation[] | undefined
  delete req.context[AFTER_COMMIT]
  await Promise.all((pending ?? []).map(broadcast))
}

/** A message from another process (our own come back too and were delivered already). */
export function receiveInvalidation(message: string): void {
  try {
    const { from, topic, key } = JSON.parse(message) as { from: string } & Invalidation
    if (from !== processId) deliver({ topic, key })
  } catch {
    // Not ours: ignored.
  }
}

export function useInvalidationTransport(next: InvalidationTransport | null): void {
  transport = next
}
