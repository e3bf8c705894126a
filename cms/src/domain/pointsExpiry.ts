/**
 * Points expiry. The programme's setting names a month (1–12) or none: points then expire at the end of that month
 * of the year after the year they were earned, in Polish time (earned any day of 2026, with March set: they
 * expire at the end of 31 March 2027). Spending takes the oldest points first, so what expires is what is left of
 * the oldest points. Sources: the programme's regulations (the organiser's rule, not a statute), and the
 * first-in-first-out order customary in loyalty programmes; points given back by a refund count as earned on the
 * day of the refund, the partner's side of any doubt.
 */

/** One ledger entry as the rule reads it, in the ledger's order (sequence numbers). */
export type LedgerMove = { at: Date; tenths: number }

/** Points of one expiry date still unspent. */
export type ExpiringPoints = {
  /** The first instant they no longer count (midnight in Warsaw after the last day). */
  expiresAt: Date
  /** The last day they count, YYYY-MM-DD, as partners read it. */
  lastDay: string
  tenths: number
}

// One formatter for the process: building an Intl.DateTimeFormat costs far more than using one, and the balance
// reads this for every credit in a partner's ledger.
const warsawFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const warsawParts = (date: Date) =>
  Object.fromEntries(warsawFormat.formatToParts(date).map((part) => [part.type, Number(part.value)])) as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute',
    number
  >

const monthStarts = new Map<number, Date>()
/** Midnight in Warsaw at the start of day 1 of `month` (1–12; 13 is January of the next year) of `year`. */
function warsawMonthStart(year: number, month: number): Date {
  const key = year * 100 + month
  let start = monthStarts.get(key)
  if (!start) {
    const guess = Date.UTC(year, month - 1, 1)
    const wall = warsawParts(new Date(guess))
    const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - guess
    start = new Date(guess - offset)
    monthStarts.set(key, start)
  }
  return start
}

/** The year in Warsaw: the UTC year, or the next one in the hour(s) Warsaw has already entered it. */
const warsawYear = (date: Date) => {
  const utcYear = date.getUTCFullYear()
  return date >= warsawMonthStart(utcYear + 1, 1) ? utcYear + 1 : utcYear
}

/** When points earned at `earnedAt` expire, with `month` set (1–12). */
export function expiryOf(earnedAt: Date, month: number): { expiresAt: Date; lastDay: string } {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`an expiry month is 1–12, not ${month}`)
  const year = warsawYear(earnedAt) + 1
  const lastDayOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return {
    expiresAt: warsawMonthStart(year, month + 1),
    lastDay: `${year}-${String(month).padStart(2, '0')}-${String(lastDayOfMonth).padStart(2, '0')}`,
  }
}

/**
 * What is left unspent of each expiry date's points, oldest first: every credit is a lot that expires by
 * `expiryOf`, every debit (an order, a negative correction, an earlier expiry) takes from the oldest lots.
 */
export function unspentByExpiry(moves: LedgerMove[], month: number): ExpiringPoints[] {
  const lots: ExpiringPoints[] = []
  let first = 0
  for (const move of moves) {
    if (move.tenths > 0) {
      const { expiresAt, lastDay } = expiryOf(move.at, month)
      const last = lots.at(-1)
      if (last && lots.length > first && last.lastDay === lastDay) last.tenths += move.tenths
      else lots.push({ expiresAt, lastDay, tenths: move.tenths })
      continue
    }
    let owed = -move.tenths
    while (owed > 0 && first < lots.length) {
      const taken = Math.min(owed, lots[first]!.tenths)
      lots[first]!.tenths -= taken
      owed -= taken
      if (lots[first]!.tenths === 0) first++
    }
  }
  return lots.slice(first).filter((lot) => lot.tenths > 0)
}

/** The points due to expire at `now` (one entry per expiry date) and the next ones still to come. */
export function expiryAt(moves: LedgerMove[], month: number | null | undefined, now: Date) {
  if (!month) return { due: [], next: null }
  const unspent = unspentByExpiry(moves, month)
  return {
    due: unspent.filter((lot) => lot.expiresAt <= now),
    next: unspent.find((lot) => lot.expiresAt > now) ?? null,
  }
}
