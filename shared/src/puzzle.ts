import { z } from 'zod'

/** The puzzle game (spec §3, §4, §9): six groups, one vote each, the destination revealed at six. */
export const PUZZLE_GROUPS = ['puzzle-1', 'puzzle-2', 'puzzle-3', 'puzzle-4', 'puzzle-5', 'puzzle-6'] as const
export type PuzzleGroup = (typeof PUZZLE_GROUPS)[number]
export const PUZZLE_PIECES = PUZZLE_GROUPS.length
export const PUZZLE_UNKNOWN_ERROR = 'Wystąpił nieznany błąd'

export type Puzzle = { id: string; name: string; group: PuzzleGroup; img: string | null }

/** GET /api/puzzles-create */
export type PuzzleState = {
  can_vote: boolean
  puzzles: Puzzle[]
  /** Ids of the puzzles the partner voted for. */
  userVotes: string[]
  /** Groups open for voting now. */
  activePuzzles: PuzzleGroup[]
  /** Groups the partner has voted in. */
  userVotesGroups: PuzzleGroup[]
  /** The game's introduction, edited in the Payload admin. */
  intro: string
  /**
   * Per group, the address of its piece of the destination's picture once the partner voted in it (the picture is
   * cut into 3 × 2 on the server, so the hidden pieces never reach the browser); null while hidden or without one.
   */
  pieces: Array<string | null>
  /** The trip's destination, only once all six pieces are revealed. */
  destination: { title: string; text: string; img: string | null } | null
}

/** POST /api/puzzles-store: the vote of one group. */
export const puzzleVoteRequest = z.object({
  id: z.string({ error: 'Wybierz element.' }).min(1, 'Wybierz element.'),
  group: z.enum(PUZZLE_GROUPS, { error: 'Nieznana grupa.' }),
})
