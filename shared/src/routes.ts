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
} as const

/** Addresses with a parameter, built once for the server's e-mails and the portal (each is a route below). */
export const links = {
  invitation: (key: string) => `/register/${encodeURIComponent(key)}`,
} as const

/** Paths the server answers with the SPA and 200; anything else gets the SPA with 404. */
export const PORTAL_ROUTES: readonly string[] = [
  ...Object.values(paths),
  '/register/:key',
  '/rejestracja',
  '/rejestracja/potwierdzenie/:token/:email',
  '/registration-completed',
  '/remind-password',
  '/password-reset/:token/:email',
  '/account/edit-data',
  '/account/edit-authorization',
  '/news',
  '/news/:slug',
  '/superwomen',
  '/investments',
  '/archive',
]

export function isPortalRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PORTAL_ROUTES.some((route) => {
    const pattern = new RegExp('^' + route.replace(/:[a-z]+/g, '[^/]+') + '$')
    return pattern.test(clean)
  })
}
