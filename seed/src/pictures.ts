import type { Payload } from 'payload'

const asSystem = { overrideAccess: true } as const

/** An SVG drawing as a media upload (its alt text said), returning its id. */
async function storeSvg(payload: Payload, data: Buffer, alt: string, name: string): Promise<string> {
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/svg+xml', name: `${name}.svg`, size: data.length },
    ...asSystem,
  })
  return media.id
}

/** A drawn picture (SVG), captioned or not, so the demo has images without downloading any. */
function drawing(caption: string | null, colour: string, motif: string): Buffer {
  const safe = (caption ?? '').replace(/[<&>"]/g, '')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#083a50"/></linearGradient></defs>` +
      `<rect width="480" height="300" rx="18" fill="url(#g)"/>` +
      `<g fill="#ffffff" opacity="0.9" transform="translate(300 40)">${motif}</g>` +
      `<text x="28" y="258" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${safe}</text></svg>`,
  )
}

/** Simple shapes, one per kind of prize or picture. */
export const MOTIFS = {
  tool: '<rect x="10" y="40" width="120" height="36" rx="8"/><rect x="50" y="76" width="34" height="80" rx="6"/><rect x="0" y="50" width="16" height="16"/>',
  cup: '<rect x="20" y="30" width="90" height="110" rx="12"/><rect x="108" y="55" width="30" height="50" rx="14" fill="none" stroke="#fff" stroke-width="10"/>',
  headphones:
    '<path d="M20 120 V80 a60 60 0 0 1 120 0 V120" fill="none" stroke="#fff" stroke-width="14"/><rect x="8" y="100" width="34" height="60" rx="10"/><rect x="118" y="100" width="34" height="60" rx="10"/>',
  grill:
    '<ellipse cx="80" cy="60" rx="70" ry="22"/><path d="M30 80 L10 170 M130 80 L150 170 M80 82 V170" stroke="#fff" stroke-width="10"/>',
  watch: '<rect x="45" y="0" width="70" height="170" rx="20" opacity="0.6"/><circle cx="80" cy="85" r="52"/>',
  bike: '<circle cx="35" cy="120" r="34" fill="none" stroke="#fff" stroke-width="10"/><circle cx="135" cy="120" r="34" fill="none" stroke="#fff" stroke-width="10"/><path d="M35 120 L70 60 L135 120 M70 60 H110 L135 120" fill="none" stroke="#fff" stroke-width="10"/>',
  brush: '<rect x="62" y="0" width="36" height="170" rx="16"/><rect x="66" y="-10" width="28" height="30" rx="6" opacity="0.6"/>',
  camera:
    '<rect x="0" y="40" width="160" height="110" rx="16"/><rect x="20" y="22" width="50" height="24" rx="6"/><circle cx="80" cy="95" r="36" fill="#083a50"/><circle cx="80" cy="95" r="22"/>',
  sun: '<circle cx="80" cy="70" r="46"/><path d="M0 170 Q80 110 160 170 Z" opacity="0.7"/>',
} as const

/** `alt` describes the picture; `caption` is drawn in it (a prize's picture has none: its card names it, in the reader's language). */
export async function demoPicture(
  payload: Payload,
  alt: string,
  colour: string,
  motif: string,
  name: string,
  caption: string | null = alt,
): Promise<string> {
  return storeSvg(payload, drawing(caption, colour, motif), alt, name)
}

/** The demo programme's logo: a roof over a gutter, white on the top bar's colour. */
export async function demoLogo(payload: Payload): Promise<string> {
  const data = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" rx="12" fill="#ffffff"/>' +
      '<path d="M8 34 32 12l24 22" fill="none" stroke="#0b4f6c" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>' +
      '<path d="M14 42h36v4a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6z" fill="#f4a259"/></svg>',
  )
  return storeSvg(payload, data, 'Logo programu', 'logo-programu')
}

/** The demo trip's picture (3:2, so its six puzzle pieces are square): Lisbon's hills, the river and a yellow tram. */
export async function demoDestinationPicture(payload: Payload): Promise<string> {
  const houses = Array.from({ length: 12 }, (_, i) => {
    const x = 20 + i * 48
    const h = 40 + ((i * 37) % 50)
    const colour = ['#f2d0a4', '#e9a178', '#f6e7c1', '#d98c5f'][i % 4]
    return `<rect x="${x}" y="${250 - h}" width="40" height="${h}" fill="${colour}"/><path d="M${x - 3} ${252 - h} L${x + 20} ${232 - h} L${x + 43} ${252 - h}Z" fill="#b5523b"/>`
  }).join('')
  const data = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">' +
      '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b267"/><stop offset="1" stop-color="#f4d35e"/></linearGradient></defs>' +
      '<rect width="600" height="400" fill="url(#sky)"/><circle cx="470" cy="90" r="42" fill="#fff3b0"/>' +
      '<path d="M0 230 Q150 150 300 210 T600 190 V400 H0Z" fill="#7a9e7e"/>' +
      houses +
      '<rect y="250" width="600" height="70" fill="#3d6f8e"/><path d="M0 270 H600 M0 295 H600" stroke="#5d8fae" stroke-width="3"/>' +
      '<rect y="320" width="600" height="80" fill="#6b6b6b"/><path d="M0 372 H600" stroke="#3b3b3b" stroke-width="4"/>' +
      '<g transform="translate(190 318)"><rect width="170" height="54" rx="8" fill="#f2c500"/><rect x="12" y="10" width="30" height="22" fill="#cfe8f7"/><rect x="52" y="10" width="30" height="22" fill="#cfe8f7"/><rect x="92" y="10" width="30" height="22" fill="#cfe8f7"/><rect x="132" y="10" width="26" height="22" fill="#cfe8f7"/><rect y="38" width="170" height="6" fill="#b58f00"/><circle cx="35" cy="56" r="8" fill="#333"/><circle cx="135" cy="56" r="8" fill="#333"/><path d="M85 0 V-26 M70 -26 H100" stroke="#333" stroke-width="3"/></g>' +
      '</svg>',
  )
  return storeSvg(payload, data, 'Lizbona: wzgórza, Tag i żółty tramwaj', 'puzzle-lizbona')
}
