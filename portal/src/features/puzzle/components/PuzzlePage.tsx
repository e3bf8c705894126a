import { useTranslation } from '../../../lib/i18n'
import { PUZZLE_GROUPS, PUZZLE_UNKNOWN_ERROR, type Puzzle, type PuzzleGroup } from '@portal/shared'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/notifications/store'
import { usePuzzle, useVote } from '../api/puzzle'

/**
 * The puzzle game (spec §4): fewer than six votes shows the intro, the board and the choices; each
 * vote reveals its piece of the board; six votes reveal the destination. Voting is off unless can_vote.
 */
export function PuzzlePage() {
  const { t } = useTranslation()
  const puzzle = usePuzzle()
  const vote = useVote()
  const data = puzzle.data
  if (!data)
    return (
      <section className="card">
        <h1>{t('puzzle.title')}</h1>
        {puzzle.isError && <p className="alert">{PUZZLE_UNKNOWN_ERROR}</p>}
      </section>
    )

  const chosen = (group: PuzzleGroup): Puzzle | undefined => data.puzzles.find((p) => p.group === group && data.userVotes.includes(p.id))
  const cast = (choice: Puzzle) =>
    vote.mutate(
      { id: choice.id, group: choice.group },
      {
        onSuccess: (response) => notify('success', t('puzzle.title'), response.message),
        onError: (error) => notify('error', PUZZLE_UNKNOWN_ERROR, error instanceof ApiError ? error.message : ''),
      },
    )

  const pieces = (
    <ol
      className={`puzzle-board${data.pieces.some(Boolean) ? ' puzzle-board--picture' : ''}`}
      aria-label={t('puzzle.board', { count: data.userVotesGroups.length })}
    >
      {PUZZLE_GROUPS.map((group, i) => {
        const piece = chosen(group)
        // The piece of the destination's picture this vote uncovered; without a picture, the choice itself.
        const uncovered = data.pieces[i]
        return (
          <li key={group} className={`puzzle-piece${piece ? ' puzzle-piece--revealed' : ''}`}>
            {uncovered ? (
              <img src={uncovered} alt={t('puzzle.piece', { number: i + 1 })} />
            ) : piece?.img ? (
              <img src={piece.img} alt={piece.name} />
            ) : (
              <span aria-label={t('puzzle.hidden', { number: i + 1 })}>{piece ? piece.name : '?'}</span>
            )}
          </li>
        )
      })}
    </ol>
  )

  if (data.destination) {
    return (
      <section className="card">
        <h1>{t('puzzle.title')}</h1>
        {pieces}
        <div className="puzzle-destination">
          <h2>{t('puzzle.destination', { title: data.destination.title })}</h2>
          {data.destination.img && <img src={data.destination.img} alt={data.destination.title} />}
          <p>{data.destination.text}</p>
        </div>
      </section>
    )
  }

  return (
    <div className="stack">
      <section className="card">
        <h1>{t('puzzle.title')}</h1>
        {data.intro && <p className="lead">{data.intro}</p>}
        <p>{t('puzzle.progress', { count: data.userVotesGroups.length })}</p>
        {!data.can_vote && <p className="alert">{t('puzzle.closed')}</p>}
        {pieces}
      </section>
      {PUZZLE_GROUPS.map((group, i) => {
        const voted = chosen(group)
        const open = data.can_vote && data.activePuzzles.includes(group) && !voted
        return (
          <section key={group} className="card" aria-labelledby={`${group}-title`}>
            <h2 id={`${group}-title`}>{t('puzzle.group', { number: i + 1 })}</h2>
            {voted && <p>{t('puzzle.votedFor', { name: voted.name })}</p>}
            {!voted && !data.activePuzzles.includes(group) && <p>{t('puzzle.groupClosed')}</p>}
            <ul className="puzzle-choices">
              {data.puzzles
                .filter((p) => p.group === group)
                .map((choice) => (
                  <li key={choice.id} className={`puzzle-choice${voted?.id === choice.id ? ' puzzle-choice--chosen' : ''}`}>
                    {choice.img && <img src={choice.img} alt="" />}
                    <span>{choice.name}</span>
                    {open && (
                      <button
                        type="button"
                        className="button button--primary button--small"
                        disabled={vote.isPending}
                        onClick={() => cast(choice)}
                      >
                        {t('puzzle.vote', { name: choice.name })}
                      </button>
                    )}
                  </li>
                ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
