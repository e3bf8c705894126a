import { describe, expect, it } from 'vitest'
import { together } from './together'

/** A `run` whose groups stay in "the database" until released, recording each group it was given. */
function heldRuns() {
  const groups: number[][] = []
  const release: Array<() => void> = []
  const run = (items: number[]) => {
    groups.push(items)
    return new Promise<Array<number | Error>>((resolve) =>
      release.push(() => resolve(items.map((item) => (item < 0 ? new Error(`bad ${item}`) : item * 10)))),
    )
  }
  return { groups, release, run }
}

describe('together', () => {
  it('runs a call on an idle server at once and alone, and answers each call with its own result or error', async () => {
    const { groups, release, run } = heldRuns()
    const call = together(run)
    const first = call(1)
    expect(groups).toEqual([[1]])
    const rest = [call(2), call(-3)]
    release.shift()!()
    expect(await first).toBe(10)
    await Promise.resolve()
    expect(groups[1]).toEqual([2, -3])
    release.shift()!()
    await expect(rest[0]).resolves.toBe(20)
    await expect(rest[1]).rejects.toThrow('bad -3')
  })

  it('starts a second group beside a running one once 16 calls wait, and never a third', async () => {
    const { groups, release, run } = heldRuns()
    const call = together(run)
    const calls = [call(0)]
    for (let i = 1; i <= 15; i++) calls.push(call(i))
    expect(groups).toHaveLength(1) // 15 wait
    calls.push(call(16))
    expect(groups.map((group) => group.length)).toEqual([1, 16])
    for (let i = 17; i <= 100; i++) calls.push(call(i))
    expect(groups).toHaveLength(2) // 84 wait: both places are taken
    release.shift()!()
    await calls[0]
    await Promise.resolve()
    expect(groups.map((group) => group.length)).toEqual([1, 16, 64])
    while (release.length) {
      release.shift()!()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 101 }, (_, i) => i * 10))
  })
})
