/** The portal route table (spec §2): components never hand-write URLs. */
export const paths = {
  home: '/',
  login: '/login',
  start: '/start',
  about: '/about',
  rules: '/rules',
  ranking: '/ranking',
  mainPrize: '/main-prize',
  faq: '/faq',
  contactUs: '/contact-us',
  contact: '/contact',
  acceptRegulations: '/akceptacja-regulaminu',
  regulations: '/regulations',
  profile: '/profile',
  privacyPolicyDocument: '/polityka-prywatnosci',
  regulationsDocument: '/regulamin',
  selfRegistration: '/rejestracja',
  addCode: '/dodaj-kod',
  catalogue: '/katalog',
  cart: '/koszyk',
  myPoints: '/moje-punkty',
  puzzle: '/puzzle',
  news: '/news',
  registrationCompleted: '/registration-completed',
  remindPassword: '/remind-password',
  editData: '/account/edit-data',
  editAuthorization: '/account/edit-authorization',
  superwomen: '/superwomen',
  investments: '/investments',
  archive: '/archive',
} as const

/** Routes with parameters, as the portal's router declares them. */
export const patterns = {
  newsItem: '/news/:slug',
  invitation: '/register/:key',
  confirmRegistration: '/rejestracja/potwierdzenie/:token/:email',
  passwordReset: '/password-reset/:token/:email',
} as const

/** Addresses with a parameter, built once for the server's e-mails and the portal (each matches a pattern above). */
export const links = {
  newsItem: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  invitation: (key: string) => `/register/${encodeURIComponent(key)}`,
  confirmRegistration: (token: string, email: string) =>
    `/rejestracja/potwierdzenie/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
  passwordReset: (token: string, email: string) => `/password-reset/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
  /** What the QR code inside a package opens: the add-code screen with the code filled in. */
  addCode: (code: string) => `${paths.addCode}?kod=${encodeURIComponent(code)}`,
} as const

/** Files the portal links to for download, as the API's routers declare them (under `/api`). */
export const downloadRoutes = {
  accountExport: '/account/export',
  premiumProductsPdf: '/products/premium.pdf',
  premiumProductsCsv: '/products/premium.csv',
} as const

/** The same files as the browser asks for them. */
export const downloads = {
  accountExport: `/api${downloadRoutes.accountExport}`,
  premiumProductsPdf: `/api${downloadRoutes.premiumProductsPdf}`,
  premiumProductsCsv: `/api${downloadRoutes.premiumProductsCsv}`,
} as const

/** Paths the server answers with the SPA and 200; anything else gets the SPA with 404. */
const PORTAL_ROUTES: readonly string[] = [...Object.values(paths), ...Object.values(patterns)]

export function isPortalRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PORTAL_ROUTES.some((route) => {
    const pattern = new RegExp('^' + route.replace(/:[a-z]+/g, '[^/]+') + '$')
    return pattern.test(clean)
  })
}

const SELF = 'http://portal.invalid'

/**
 * Where to go after logging in, from a `?next=` the portal wrote itself: a path of this portal with its query
 * (a QR code's `/dodaj-kod?kod=…`), else null. Never another origin (`//evil.example`, `/\\evil.example`).
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null
  const url = new URL(next, SELF)
  if (url.origin !== SELF || !isPortalRoute(url.pathname)) return null
  return url.pathname + url.search
}

/** The login page that returns to `next` afterwards. */
export const loginReturningTo = (loginPath: string, next: string) => `${loginPath}?next=${encodeURIComponent(next)}`
