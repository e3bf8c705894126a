import { z } from 'zod'

/**
 * Codes printed inside product packaging: 8 characters shown as XXXX-XXXX, from an alphabet without
 * look-alikes (no 0/O, 1/I/L). The last character is a weighted mod-31 check character, so the portal
 * catches every single mistyped character and every swap of two neighbours on the device, offline.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_LENGTH = 8
const N = CODE_ALPHABET.length

const valueOf = (char: string) => CODE_ALPHABET.indexOf(char)

/**
 * The check character makes Σ position·value ≡ 0 (mod 31) over all eight characters. 31 is prime
 * and the weights 1…8 are distinct and non-zero, so any single substitution and any swap of two
 * different neighbours changes the sum.
 */
export function checkCharacter(payload: string): string {
  const sum = [...payload].reduce((total, char, i) => total + (i + 1) * valueOf(char), 0)
  // 4 is the inverse of the last weight, 8, modulo 31.
  return CODE_ALPHABET[(((-4 * sum) % N) + N) % N]!
}

/** Upper-cases and drops spaces and dashes, so `abcd efgh`, `ABCD-EFGH` and `abcdefgh` are one code. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '')
}

export function formatCode(code: string): string {
  const normalized = normalizeCode(code)
  return normalized.length === CODE_LENGTH ? `${normalized.slice(0, 4)}-${normalized.slice(4)}` : normalized
}

/**
 * What is wrong with a typed code before any server sees it: nothing (null), nothing typed, not a code at all
 * (length or characters), or a typo that the check character caught.
 */
export function codeProblem(input: string): 'empty' | 'malformed' | 'typo' | null {
  const code = normalizeCode(input)
  if (code === '') return 'empty'
  if (code.length !== CODE_LENGTH || [...code].some((c) => valueOf(c) < 0)) return 'malformed'
  return checkCharacter(code.slice(0, -1)) === code.slice(-1) ? null : 'typo'
}

/** A code is well formed when it has the right length, only alphabet characters and a matching check character. */
export const isValidCode = (input: string): boolean => codeProblem(input) === null

/** A new code from random values in [0, 1) (crypto-quality randomness is the caller's choice). */
export function makeCode(random: () => number): string {
  let payload = ''
  for (let i = 0; i < CODE_LENGTH - 1; i++) payload += CODE_ALPHABET[Math.floor(random() * N)]
  return payload + checkCharacter(payload)
}

export const CODE_STATUSES = ['pending', 'not_found', 'already_registered', 'registered'] as const
export type CodeStatus = (typeof CODE_STATUSES)[number]

const CODE_EMPTY = 'Pole kod jest puste.'
/** The spec's "invalid code (invalid or already registered)": never says whether a code exists. */
export const CODE_INVALID = 'Nieprawidłowy kod (błędny lub już zarejestrowany).'
const SYNC_MAX_CODES = 50

/** POST /api/codes: one code typed or scanned on the phone. */
export const codeEntryRequest = z.object({
  // A string of any other length is no code: "invalid code", not the empty field's message.
  code: z.string({ error: CODE_EMPTY }).trim().min(1, CODE_EMPTY).max(40, CODE_INVALID),
  idempotency_key: z.string().max(100).optional(),
})

/** POST /api/codes/sync: the codes collected offline, sent in one go. */
export const codeSyncRequest = z.object({
  codes: z.array(codeEntryRequest).min(1, 'Brak kodów do synchronizacji.').max(SYNC_MAX_CODES, `Najwyżej ${SYNC_MAX_CODES} kodów naraz.`),
})

/** Back office: the largest batch generated in one go (one transaction, multi-row inserts). */
export const MAX_BATCH_SIZE = 100_000
