/** The programme's look, set by marketing: its colours must keep the portal readable (WCAG AA, 4.5:1). */
export const BRAND_DEFAULTS = { primary: '#0b4f6c', accent: '#f4a259' } as const

const HEX = /^#[0-9a-f]{6}$/i

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/**
 * Why a colour cannot be the portal's main colour, or null: white text and the white logo sit on it (top bar,
 * buttons), so it needs 4.5:1 against white. The accent only marks things, so it is checked as a colour only.
 */
export function brandColourProblem(value: string | null | undefined, role: 'primary' | 'accent'): string | null {
  if (!value) return null
  if (!HEX.test(value)) return 'Podaj kolor w formacie #RRGGBB, np. #0b4f6c.'
  if (role === 'accent') return null
  const ratio = contrastRatio(value, '#ffffff')
  // Rounded down, so a colour just under the line never reads as "4,5:1".
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',')
  return ratio < 4.5 ? `Kolor jest zbyt jasny: biały tekst na nim ma kontrast ${shown}:1, a potrzeba co najmniej 4,5:1.` : null
}
