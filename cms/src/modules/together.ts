/**
 * Calls that arrive while earlier ones are still in the database go to it together: `run` gets up to `max` items
 * at a time, at most `parallel` groups at once, and answers each item (a value, or an Error for that item alone).
 * An idle server runs each call on its own at once; a busy one pays one transaction and one commit per group
 * instead of per call (bench:hot, code registration).
 */
export function together<T, R>(run: (items: T[]) => Promise<Array<R | Error>>, { max = 64, parallel = 2 } = {}): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }
  const queue: Waiting[] = []
  let running = 0
  const pump = () => {
    while (running < parallel && queue.length > 0) {
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
