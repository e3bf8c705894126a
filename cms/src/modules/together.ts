/**
 * Calls that arrive while earlier ones are still in the database go to it together: `run` gets up to `max` items
 * at a time, at most `parallel` groups at once, and answers each item (a value, or an Error for that item alone).
 * An idle server runs each call on its own at once; a busy one pays one transaction and one commit per group
 * instead of per call (bench:hot, code registration). A further group starts beside a running one once a quarter
 * of a group waits (16): with 32 partners at once, half of them wait while a group of 16 is in the database, and
 * with half a group as the bar they waited for it (codes 2,100–2,360 → 2,750–2,870 req/s, orders 1,470–1,500 →
 * 1,630–1,700 with p99 64–112 → 71–78 ms, bench:hot 2026-11-26); any queue at all makes groups of one or two, which
 * cost more CPU per call (8 as the bar: codes 2,530–2,560).
 */
export function together<T, R>(run: (items: T[]) => Promise<Array<R | Error>>, { max = 64, parallel = 2 } = {}): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }
  const queue: Waiting[] = []
  let running = 0
  const pump = () => {
    while (running < parallel && queue.length > 0 && (running === 0 || queue.length >= max / 4)) {
      const group = queue.splice(0, max)
      running++
      run(group.map((waiting) => waiting.item))
        .then(
          (results) =>
            group.forEach((waiting, i) => (results[i] instanceof Error ? waiting.reject(results[i]) : waiting.resolve(results[i] as R))),
          (error: unknown) => group.forEach((waiting) => waiting.reject(error)),
        )
        .finally(() => {
          running--
          pump()
        })
    }
  }
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      pump()
    })
}
