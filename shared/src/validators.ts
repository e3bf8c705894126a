/** Polish identifiers and contact formats (spec §5), shared by the forms and the server. */

const digitsOf = (value: string) => [...value].map(Number)
const weightedSum = (digits: number[], weights: number[]) => weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0)

/** NIP: 10 digits, the last is the weighted sum of the first nine mod 11 (a sum giving 10 is never issued). */
export function isValidNip(value: string): boolean {
  const nip = value.replace(/[\s-]/g, '')
  if (!/^\d{10}$/.test(nip)) return false
  const digits = digitsOf(nip)
  const control = weightedSum(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
  return control !== 10 && control === digits[9]
}

/** REGON: 9 or 14 digits with a weighted mod-11 check digit (10 counts as 0). */
export function isValidRegon(value: string): boolean {
  const regon = value.replace(/\s/g, '')
  const weights = regon.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : regon.length === 14 ? [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] : null
  if (!weights || !/^\d+$/.test(regon)) return false
  const digits = digitsOf(regon)
  return (weightedSum(digits, weights) % 11) % 10 === digits[weights.length]
}

/** The birth date a PESEL encodes (the month carries the century), or null when it is no real date. */
export function peselBirthDate(pesel: string): Date | null {
  const digits = digitsOf(pesel)
  const yy = digits[0]! * 10 + digits[1]!
  const mm = digits[2]! * 10 + digits[3]!
  const dd = digits[4]! * 10 + digits[5]!
  const centuries: Array<[number, number]> = [
    [80, 1800],
    [0, 1900],
    [20, 2000],
    [40, 2100],
    [60, 2200],
  ]
  const match = centuries.find(([offset]) => mm > offset && mm <= offset + 12)
  if (!match) return null
  const year = match[1] + yy
  const month = mm - match[0]
  const date = new Date(Date.UTC(year, month - 1, dd))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dd ? date : null
}

/** PESEL: 11 digits, a real birth date and the check digit (10 − weighted sum mod 10) mod 10. */
export function isValidPesel(value: string): boolean {
  const pesel = value.replace(/\s/g, '')
  if (!/^\d{11}$/.test(pesel)) return false
  const digits = digitsOf(pesel)
  const control = (10 - (weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10
  return control === digits[10] && peselBirthDate(pesel) !== null
}

/** A Polish phone number as typed: 9 digits, optionally after +48, spaces and dashes allowed. */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').replace(/^(\+48|0048)/, '')
  return /^\d{9}$/.test(compact) ? compact : null
}

/** Shown as `+48 600 100 200`; a number that already starts with a plus is shown as it is. */
export function formatPhone(value: string): string {
  if (value.trim().startsWith('+') && !value.trim().startsWith('+48')) return value.trim()
  const phone = normalizePhone(value)
  return phone ? `+48 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}` : value
}

export const isValidPostCode = (value: string) => /^\d{2}-\d{3}$/.test(value.trim())
