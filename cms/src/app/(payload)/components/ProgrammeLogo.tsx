import type { Payload } from 'payload'
import type { PageData } from '@portal/shared'
import { brandOf } from '../../../modules/programme/pageData'
import { programmeSettings } from '../../../modules/programme/settings'

type Props = { payload: Payload }

const brand = async (payload: Payload) => brandOf(payload, await programmeSettings(payload))

/** The programme's logo as the portal's bar shows it (made for a dark background), or the drawn house until one is uploaded. */
function Mark({ brand, size }: { brand: PageData['brand']; size: number }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size / 5,
        background: brand.primary,
        flex: 'none',
      }}
    >
      {brand.logo_url ? (
        <img src={brand.logo_url} alt="" style={{ width: size * 0.8, height: size * 0.8, objectFit: 'contain' }} />
      ) : (
        <svg viewBox="0 0 32 32" width={size * 0.8} height={size * 0.8} aria-hidden="true">
          <path d="M5 17 16 7l11 10h-3v8H8v-8z" fill={brand.accent} />
        </svg>
      )}
    </span>
  )
}

/** The login page's logo: the mark and the programme's name. */
export async function ProgrammeLogo({ payload }: Props) {
  const current = await brand(payload)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 16 }}>
      <Mark brand={current} size={56} />
      <strong style={{ fontSize: 26 }}>{current.name}</strong>
    </span>
  )
}

/** The navigation's small mark, named for screen readers. */
export async function ProgrammeIcon({ payload }: Props) {
  const current = await brand(payload)
  return (
    <span role="img" aria-label={current.name} style={{ display: 'block', lineHeight: 0 }}>
      <Mark brand={current} size={16} />
    </span>
  )
}
