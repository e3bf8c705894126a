import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { PUZZLE_GROUPS, PUZZLE_PIECES, type PuzzleGroup, type PuzzleState, puzzleVoteRequest } from '@portal/shared'
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
  const picture = settings.puzzle?.destination_image
  const pictureId = picture && typeof picture === 'object' ? picture.id : (picture ?? null)
  return {
    can_vote: votingOpen(settings) && active.some((group) => !votedGroups.includes(group)),
    puzzles: puzzles.docs.map((p) => ({ id: p.id, name: p.name, group: p.group, img: imageUrl(p.image) })),
    userVotes: votes.docs.map((v) => (typeof v.puzzle === 'object' ? v.puzzle.id : v.puzzle)),
    activePuzzles: active,
    userVotesGroups: votedGroups,
    intro: settings.puzzle?.intro ?? '',
    // The picture's id in the address: a new picture is never served from a cached old piece.
    pieces: PUZZLE_GROUPS.map((group, i) =>
      pictureId && votedGroups.includes(group) ? `/api/puzzle-pieces/${i + 1}?picture=${pictureId}` : null,
    ),
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

/** POST /api/puzzles-store: one vote per group, in an active group, while voting is open. */
export async function castVote(payload: Payload, partner: PartnerUser, body: unknown): Promise<void> {
  const { id, group } = parseBody(puzzleVoteRequest, body)
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

const COLUMNS = 3
const ROWS = 2
// Cut pieces by picture and number: a handful of small PNGs per picture, made once per process.
const cutPieces = new Map<string, Promise<Buffer>>()

/** Piece n (1–6, left to right, top to bottom) of an image file, as PNG. */
async function cut(file: string, n: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const source = await fs.readFile(file)
  const { width = 0, height = 0 } = await sharp(source).metadata()
  const column = (n - 1) % COLUMNS
  const row = Math.floor((n - 1) / COLUMNS)
  const left = Math.round((column * width) / COLUMNS)
  const top = Math.round((row * height) / ROWS)
  return sharp(source)
    .extract({
      left,
      top,
      width: Math.round(((column + 1) * width) / COLUMNS) - left,
      height: Math.round(((row + 1) * height) / ROWS) - top,
    })
    .png()
    .toBuffer()
}

/** GET /api/puzzle-pieces/:n: a piece of the destination's picture, only for a partner who voted in its group. */
export async function puzzlePiece(payload: Payload, partner: PartnerUser, number: string): Promise<Buffer> {
  const n = Number(number)
  const group = PUZZLE_GROUPS[n - 1]
  const hidden = new AppError(404, 'Ten kawałek obrazka nie jest jeszcze odsłonięty.')
  if (!Number.isInteger(n) || !group) throw hidden
  const voted = await payload.count({
    collection: 'puzzle-votes',
    where: { and: [{ partner: { equals: partner.id } }, { group: { equals: group } }] },
    user: partner,
    overrideAccess: false,
  })
  if (voted.totalDocs === 0) throw hidden
  const settings = await payload.findGlobal({ slug: 'programme-settings', depth: 1 })
  const picture = settings.puzzle?.destination_image
  if (!picture || typeof picture !== 'object' || !picture.filename) throw hidden
  const key = `${picture.id}:${picture.filename}:${n}`
  let piece = cutPieces.get(key)
  if (!piece) {
    const dir = String(payload.collections.media.config.upload.staticDir)
    piece = cut(path.join(dir, picture.filename), n)
    cutPieces.set(key, piece)
    piece.catch(() => cutPieces.delete(key))
  }
  return piece
}
