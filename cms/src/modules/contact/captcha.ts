import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { isUniqueConflict } from '../transaction'

export const CAPTCHA_COOKIE = 'contact_captcha'
export const CAPTCHA_TTL_MS = 5 * 60 * 1000

const WRONG = 'Nieprawidłowy kod z obrazka. Przepisz nowy kod.'

type Challenge = { nonce: string; expiresAt: number; answer: string }

const mac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url')
// The answer itself never leaves the server: the cookie carries its keyed hash, case-insensitive.
const answerHash = (secret: string, nonce: string, answer: string) => mac(secret, `captcha-answer:${nonce}:${answer.trim().toLowerCase()}`)

/** The signed cookie value of a challenge whose answer is `text`. */
export function signCaptcha(secret: string, text: string, expiresAt = Date.now() + CAPTCHA_TTL_MS): string {
  const nonce = crypto.randomBytes(12).toString('base64url')
  const challenge: Challenge = { nonce, expiresAt, answer: answerHash(secret, nonce, text) }
  const body = Buffer.from(JSON.stringify(challenge)).toString('base64url')
  return `${body}.${mac(secret, `captcha:${body}`)}`
}

type Point = [number, number]

/** Points along one path command from `from`: its end, or a random number of points along a curve. */
function pointsOf(command: string, numbers: number[], from: Point): Point[] {
  if (command === 'Q' || command === 'C') {
    const controls: Point[] = []
    for (let i = 0; i + 1 < numbers.length; i += 2) controls.push([numbers[i]!, numbers[i + 1]!])
    const steps = 2 + crypto.randomInt(4)
    return Array.from({ length: steps }, (_, k) => {
      const t = (k + 1) / steps
      // De Casteljau on [from, ...controls]: the point of the curve at t.
      let level: Point[] = [from, ...controls]
      while (level.length > 1)
        level = level.slice(1).map((p, i) => [level[i]![0] + (p[0] - level[i]![0]) * t, level[i]![1] + (p[1] - level[i]![1]) * t] as Point)
      return level[0]!
    })
  }
  return numbers.length >= 2 ? [[numbers[0]!, numbers[1]!]] : []
}

/**
 * svg-captcha draws each letter as its font glyph in a path of its own, so a script can match the
 * glyphs (the audit solved 60 of 60). Here every letter is turned by its own angle, the picture is bent
 * by a random wave, curves become straight segments of random counts, and all letters become one path:
 * no element, command sequence or coordinate is the same for the same letter twice.
 */
export function disguiseGlyphs(svg: string): string {
  const waves = {
    ax: 1 + Math.random() * 2,
    ay: 1.5 + Math.random() * 2.5,
    fx: 0.06 + Math.random() * 0.06,
    fy: 0.08 + Math.random() * 0.08,
    px: Math.random() * 6,
    py: Math.random() * 6,
  }
  const bend = ([x, y]: Point): Point => [
    x + waves.ax * Math.sin(y * waves.fy + waves.px),
    y + waves.ay * Math.sin(x * waves.fx + waves.py),
  ]
  const letters: string[] = []
  const rest = svg.replace(/<path fill="[^"]*" d="([^"]*)"\/>/g, (_match, d: string) => {
    const commands = [...d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)]
    const all = commands.flatMap(([, , args]) => (args!.match(/-?\d*\.?\d+/g) ?? []).map(Number))
    const xs = all.filter((_, i) => i % 2 === 0)
    const ys = all.filter((_, i) => i % 2 === 1)
    const centre: Point = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2]
    const angle = (Math.random() - 0.5) * 0.6
    const turn = ([x, y]: Point): Point => [
      centre[0] + (x - centre[0]) * Math.cos(angle) - (y - centre[1]) * Math.sin(angle),
      centre[1] + (x - centre[0]) * Math.sin(angle) + (y - centre[1]) * Math.cos(angle),
    ]
    let at: Point = [0, 0]
    let out = ''
    for (const [, command, args] of commands) {
      if (command === 'Z') {
        out += 'Z'
        continue
      }
      for (const point of pointsOf(command!, (args!.match(/-?\d*\.?\d+/g) ?? []).map(Number), at)) {
        const [x, y] = bend(turn(point))
        out += `${out === '' || command === 'M' ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`
        at = point
      }
    }
    letters.push(out)
    return ''
  })
  const shuffled = letters.sort(() => Math.random() - 0.5).join('')
  return rest.replace('</svg>', `<path fill="#333" d="${shuffled}"/></svg>`)
}

/** A new SVG challenge and the signed token for its cookie. */
export async function newCaptcha(secret: string): Promise<{ svg: string; token: string }> {
  const { default: svgCaptcha } = await import('svg-captcha')
  const { data, text } = svgCaptcha.create({ size: 5, noise: 3, ignoreChars: '0oO1iIlL', color: false, background: '#ffffff' })
  return { svg: disguiseGlyphs(data), token: signCaptcha(secret, text) }
}

/**
 * Checks the typed answer against the cookie's challenge: signed by us, not expired, never tried before,
 * right answer. The nonce is recorded before the answer is compared, so each challenge gets one attempt
 * (right or wrong) on any process. Returns the field error, or null when the answer is accepted.
 */
export async function checkCaptcha(
  payload: Payload,
  secret: string,
  token: string | undefined,
  answer: string | undefined,
): Promise<string | null> {
  if (!answer?.trim()) return 'Przepisz kod z obrazka.'
  const [body, signature] = (token ?? '').split('.')
  if (
    !body ||
    !signature ||
    signature.length !== mac(secret, 'x').length ||
    !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(mac(secret, `captcha:${body}`)))
  )
    return WRONG
  const challenge = JSON.parse(Buffer.from(body, 'base64url').toString()) as Challenge
  if (challenge.expiresAt < Date.now()) return 'Kod z obrazka wygasł. Przepisz nowy kod.'
  try {
    await payload.create({ collection: 'captcha-uses', data: { nonce: challenge.nonce }, overrideAccess: true })
  } catch (error) {
    if (isUniqueConflict(error)) return WRONG
    throw error
  }
  return answerHash(secret, challenge.nonce, answer) === challenge.answer ? null : WRONG
}

/** Used nonces matter only while their challenge could still be valid. */
export async function forgetExpiredCaptchas(payload: Payload): Promise<void> {
  await payload.delete({
    collection: 'captcha-uses',
    where: { createdAt: { less_than: new Date(Date.now() - 2 * CAPTCHA_TTL_MS).toISOString() } },
    overrideAccess: true,
  })
}
