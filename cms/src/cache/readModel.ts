import { type Topic, onInvalidate } from './invalidation'

/** Nothing is served stale for longer than this, even when an invalidation message is lost. */
export const READ_MODEL_TTL_MS = 1000
const SWEEP_ABOVE = 10_000

/**
 * Values that change a few times a month (or a partner's own view), built once and served from memory until
 * one of their topics is invalidated or the TTL passes. Concurrent readers share one build; a build overtaken
 * by an invalidation is never kept. Keyed by partner id (or by query) when the value depends on it.
 */
export class ReadModel<T> {
  private readonly entries = new Map<string, { value: Promise<T>; builtAt: number; version?: string }>()
  private generation = 0

  constructor(
    topics: Topic[],
    private readonly build?: (key: string) => Promise<T>,
    private readonly ttlMs = READ_MODEL_TTL_MS,
  ) {
    onInvalidate(({ topic, key }) => {
      if (!topics.includes(topic)) return
      this.generation++
      if (key === undefined) this.entries.clear()
      else this.entries.delete(key)
    })
  }

  /**
   * The value of `key`; a missing one is built by `build` when given (it may use the caller's data), else by the
   * model's own. With `version` (a row's updated_at that the caller read within the TTL), a value built for the
   * same version is kept past the TTL: the caller's own read is what bounds its staleness.
   */
  get(key = '', build?: (key: string) => Promise<T>, version?: string): Promise<T> {
    const now = Date.now()
    const cached = this.entries.get(key)
    if (cached && (version === undefined ? now - cached.builtAt < this.ttlMs : cached.version === version)) return cached.value
    if (this.entries.size > SWEEP_ABOVE) this.sweep(now)
    const generation = this.generation
    const builder = build ?? this.build
    if (!builder) throw new Error('A read model needs a build function')
    const value = builder(key)
    this.entries.set(key, { value, builtAt: now, version })
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    }
    value.then(() => {
      if (this.generation !== generation) forget()
    }, forget)
    return value
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (now - entry.builtAt >= this.ttlMs) this.entries.delete(key)
  }
}

const byOwner = new WeakMap<object, Map<string, ReadModel<unknown>>>()

/** The app's one read model of that name (one per Payload instance, so apps started one after another never share). */
export function readModelOf<T>(owner: object, name: string, topics: Topic[], build?: (key: string) => Promise<T>): ReadModel<T> {
  let models = byOwner.get(owner)
  if (!models) byOwner.set(owner, (models = new Map()))
  let model = models.get(name)
  if (!model) models.set(name, (model = new ReadModel(topics, build)))
  return model as ReadModel<T>
}
