import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUZZLE_GROUPS, type PuzzleState } from '@portal/shared'
import { DEMO_DESTINATION } from '@portal/seed'
import { startTestApp, type TestApp } from './support/app'
import { createAcceptedPartner } from './support/partners'
import type { HttpClient } from './support/http'

describe('puzzle game: one vote per active group while voting is open, the destination at six', () => {
  let app: TestApp
  let partner: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    partner = app.client()
    await partner.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
  })
  afterAll(() => app.stop())

  const cookiesOf = (client: HttpClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const state = async (client = partner) => (await client.get<PuzzleState>('/api/puzzles-create')).body
  const setPuzzle = (puzzle: Record<string, unknown>) =>
    app.payload.updateGlobal({ slug: 'programme-settings', data: { puzzle }, overrideAccess: true })

  it('lists the choices of six groups with their pictures and no votes, and keeps the destination hidden', async () => {
    const initial = await state()
    expect(initial.can_vote).toBe(true)
    expect(initial.puzzles).toHaveLength(18)
    expect(new Set(initial.puzzles.map((p) => p.group))).toEqual(new Set(PUZZLE_GROUPS))
    expect(initial.puzzles.every((p) => p.img?.endsWith('.svg'))).toBe(true)
    expect(initial).toMatchObject({ userVotes: [], userVotesGroups: [], activePuzzles: [...PUZZLE_GROUPS], destination: null })
    expect(initial.pieces).toEqual(Array(6).fill(null))
    expect((await app.client().get('/api/puzzles-create')).status).toBe(401)
  })

  it('takes one vote per group, refuses a second one and a choice from another group', async () => {
    const { puzzles } = await state()
    const ocean = puzzles.find((p) => p.name === 'Ocean')!
    const tram = puzzles.find((p) => p.name === 'Tramwaj')!
    expect((await partner.post('/api/puzzles-store', { id: ocean.id, group: 'puzzle-2' })).body).toEqual({
      success: false,
      message: 'Ten element nie należy do wybranej grupy.',
    })
    expect((await partner.post('/api/puzzles-store', { id: ocean.id, group: 'puzzle-1' })).body).toEqual({
      success: true,
      message: 'Głos został zapisany.',
    })
    const mountains = puzzles.find((p) => p.name === 'Góry')!
    const second = await partner.post('/api/puzzles-store', { id: mountains.id, group: 'puzzle-1' })
    expect([second.status, second.body]).toEqual([422, { success: false, message: 'Już oddano głos w tej grupie.' }])
    // Two clicks at once in the same group: the unique (partner, group) key lets one through.
    const raced = await Promise.all([
      partner.post('/api/puzzles-store', { id: tram.id, group: 'puzzle-2' }),
      partner.post('/api/puzzles-store', { id: tram.id, group: 'puzzle-2' }),
    ])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422])
    const after = await state()
    expect(after.userVotes.sort()).toEqual([ocean.id, tram.id].sort())
    expect(after.userVotesGroups.sort()).toEqual(['puzzle-1', 'puzzle-2'])
    expect(after.destination).toBeNull()
    // Each vote uncovers its piece of the destination's picture (600 × 400, cut 3 × 2): only that one.
    expect(after.pieces.map((piece) => piece !== null)).toEqual([true, true, false, false, false, false])
    const piece = await fetch(`${app.url}${after.pieces[0]}`, { headers: { Cookie: cookiesOf(partner) } })
    expect([piece.status, piece.headers.get('content-type')]).toEqual([200, 'image/png'])
    const png = Buffer.from(await piece.arrayBuffer())
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200])
    const hidden = await fetch(`${app.url}/api/puzzle-pieces/3`, { headers: { Cookie: cookiesOf(partner) } })
    expect([hidden.status, ((await hidden.json()) as { message: string }).message]).toEqual([
      404,
      'Ten kawałek obrazka nie jest jeszcze odsłonięty.',
    ])
    expect((await fetch(`${app.url}${after.pieces[0]}`)).status).toBe(401)
    expect((await partner.post('/api/puzzles-store', { group: 'puzzle-9' })).body.errors).toEqual({
      id: ['Wybierz element.'],
      group: ['Nieznana grupa.'],
    })
  })

  it('refuses votes in groups that are not open and while voting is closed, and says so in can_vote', async () => {
    const { puzzles } = await state()
    const lighthouse = puzzles.find((p) => p.name === 'Latarnia')!
    await setPuzzle({ active_groups: ['puzzle-1', 'puzzle-2'] })
    expect((await state()).can_vote).toBe(false)
    expect((await partner.post('/api/puzzles-store', { id: lighthouse.id, group: 'puzzle-3' })).body.message).toBe(
      'Ta grupa nie jest teraz otwarta do głosowania.',
    )
    await setPuzzle({ active_groups: [...PUZZLE_GROUPS], voting_ends_at: new Date(Date.now() - 60_000).toISOString() })
    expect((await state()).can_vote).toBe(false)
    expect((await partner.post('/api/puzzles-store', { id: lighthouse.id, group: 'puzzle-3' })).body.message).toBe(
      'Głosowanie jest zamknięte.',
    )
    await setPuzzle({
      active_groups: [...PUZZLE_GROUPS],
      voting_starts_at: new Date(Date.now() + 60_000).toISOString(),
      voting_ends_at: null,
    })
    expect((await partner.post('/api/puzzles-store', { id: lighthouse.id, group: 'puzzle-3' })).body.message).toBe(
      'Głosowanie jest zamknięte.',
    )
    await setPuzzle({ active_groups: [...PUZZLE_GROUPS], voting_starts_at: null, voting_ends_at: null })
  })

  it('reveals the destination with the sixth vote and then has nothing left to vote for', async () => {
    const { puzzles, userVotesGroups } = await state()
    for (const group of PUZZLE_GROUPS.filter((g) => !userVotesGroups.includes(g))) {
      const choice = puzzles.find((p) => p.group === group)!
      expect((await partner.post('/api/puzzles-store', { id: choice.id, group })).status).toBe(200)
    }
    const done = await state()
    expect(done.userVotesGroups).toHaveLength(6)
    expect(done.can_vote).toBe(false)
    expect(done.destination).toMatchObject({ title: DEMO_DESTINATION.title, text: DEMO_DESTINATION.text })
    expect(done.destination!.img).toMatch(/\.svg$/)
    await createAcceptedPartner(app, 'nowy.dystrybutor@demo.pl', 'contest')
    const other = app.client()
    await other.post('/api/login', { email: 'nowy.dystrybutor@demo.pl', password: 'Demo123!' })
    expect(await state(other)).toMatchObject({ userVotes: [], destination: null, can_vote: true })
  })
})
