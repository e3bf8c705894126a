/** A closed-loop load: `clients` workers each send requests back to back until `total` are done. */
export async function load(total: number, clients: number, send: (i: number) => Promise<void>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next++
        const t0 = performance.now()
        await send(i)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { perSecond: total / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, median: latencies[Math.floor(latencies.length / 2)] ?? 0 }
}

export type LoadResult = Awaited<ReturnType<typeof load>>
export const describe = (r: LoadResult) => `${r.perSecond.toFixed(0)} req/s, median ${r.median.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`
