import type { Payload } from 'payload'
import { PUZZLE_GROUPS, PUZZLE_PIECES, type PuzzleGroup, type PuzzleState } from '@portal/shared'
import { z } from 'zod'
import { AppError, parseBody } from '../../domain/errors'
import type { Media, ProgrammeSetting } from '../../payload-types'
import { isUniqueConflict } from '../transaction'
import type { PartnerUser } from '../auth/users'

const imageUrl = (image: unknown) => (image && typeof image === 'object' && 'url' in image ? ((image as Media).url ?? null) : null)

function votingOpen(settings: ProgrammeSetting, now = new Date()): boolean {
  const { voting_starts_at: starts, voting_ends_at: ends } = settings.puzzle ?? {}
  return (!starts || new Date(starts) <= now) && (!ends || now <= new Date(ends))
}

const activeGroups = (settings: ProgrammeSetting): PuzzleGroup[] =>
  (settings.puzzle?.active_groups ?? []).filter((g): g is PuzzleGroup => (PUZZLE_GROUPS as readonly string[]).includes(g))

/** GET /api/puzzles-create: the choices, the partner's votes and, after six, the destination. */
export async function puzzleState(payload: Payload, partner: PartnerUser): Promise<PuzzleState> {
  const [settings, puzzles, votes] = await Promise.all([
    payload.findGlobal({ slug: 'programme-settings', depth: 1 }),
    payload.find({ collection: 'puzzles', sort: 'name', depth: 1, pagination: false }),
    payload.find({
      collection: 'puzzle-votes',
      where: { partner: { equals: partner.id } },
      depth: 0,
      pagination: false,
      user: partner,
      overrideAccess: false,
    }),
  ])
  const votedGroups = votes.docs.map((v) => v.group)
  const complete = new Set(votedGroups).size >= PUZZLE_PIECES
  const active = activeGroups(settings)
  return {
    can_vote: votingOpen(settings) && active.some((group) => !votedGroups.includes(group)),
    puzzles: puzzles.docs.map((p) => ({ id: p.id, name: p.name, group: p.group, img: imageUrl(p.image) })),
    userVotes: votes.docs.map((v) => (typeof v.puzzle === 'object' ? v.puzzle.id : v.puzzle)),
    activePuzzles: active,
    userVotesGroups: votedGroups,
    intro: settings.puzzle?.intro ?? '',
    // The destination stays on the server until the last piece is revealed.
    destination: complete
      ? {
          title: settings.puzzle?.destination_title ?? '',
          text: settings.puzzle?.destination_text ?? '',
          img: imageUrl(settings.puzzle?.destination_image),
        }
      : null,
  }
}

const voteRequest = z.object({
  id: z.string({ error: 'Wybierz element.' }).min(1, 'Wybierz element.'),
  group: z.enum(PUZZLE_GROUPS, { error: 'Nieznana grupa.' }),
})

/** POST /api/puzzles-store: one vote per group, in an active group, while voting is open. */
export async function castVote(payload: Payload, partner: PartnerUser, body: unknown): Promise<void> {
  const { id, group } = parseBody(voteRequest, body)
  const settings = await payload.findGlobal({ slug: 'programme-settings', depth: 0 })
  if (!votingOpen(settings)) throw new AppError(422, 'Głosowanie jest zamknięte.')
  if (!activeGroups(settings).includes(group)) throw new AppError(422, 'Ta grupa nie jest teraz otwarta do głosowania.')
  const puzzle = (
    await payload.find({
      collection: 'puzzles',
      where: { and: [{ id: { equals: id } }, { group: { equals: group } }] },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  if (!puzzle) throw new AppError(422, 'Ten element nie należy do wybranej grupy.')
  try {
    // Votes are written only here, for the partner who cast them.
    await payload.create({ collection: 'puzzle-votes', data: { partner: partner.id, group, puzzle: puzzle.id }, overrideAccess: true })
  } catch (error) {
    if (isUniqueConflict(error)) throw new AppError(422, 'Już oddano głos w tej grupie.')
    throw error
  }
}
