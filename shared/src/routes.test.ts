import { describe, expect, it } from 'vitest'
import { isPortalRoute, links, loginReturningTo, safeReturnPath } from './routes'

describe('portal route table', () => {
  it('knows the spec routes, with and without a trailing slash and with parameters', () => {
    for (const path of [
      '/',
      '/login',
      '/start',
      '/about',
      '/akceptacja-regulaminu',
      '/about/',
      '/register/abc123',
      '/password-reset/tok/jan@demo.pl',
    ])
      expect(isPortalRoute(path), path).toBe(true)
  })

  it('does not know other paths, so the server can answer them with 404', () => {
    for (const path of ['/nope', '/about/more', '/register', '/register/a/b', '/admin-panel']) expect(isPortalRoute(path), path).toBe(false)
  })

  it('builds every link with a parameter as one of the portal routes, parameters encoded', () => {
    expect(links.invitation('Ab3-x_9')).toBe('/register/Ab3-x_9')
    expect(links.passwordReset('t0k', 'jan+1@demo.pl')).toBe('/password-reset/t0k/jan%2B1%40demo.pl')
    expect(links.addCode('ABCD-1234')).toBe('/dodaj-kod?kod=ABCD-1234')
    for (const link of [
      links.invitation('Ab3-x_9'),
      links.newsItem('nowy-sezon'),
      links.confirmRegistration('t0k', 'jan@demo.pl'),
      links.passwordReset('t0k', 'jan/../@demo.pl'),
      links.addCode('ABCD-1234').split('?')[0]!,
    ])
      expect(isPortalRoute(link), link).toBe(true)
  })

  it('returns after login only to a path of this portal, its query kept', () => {
    const next = new URLSearchParams(loginReturningTo('/', links.addCode('ABCD-EFGH')).split('?')[1]).get('next')
    expect(safeReturnPath(next)).toBe('/dodaj-kod?kod=ABCD-EFGH')
    for (const unsafe of [null, '', 'https://evil.example/', '//evil.example/dodaj-kod', '/\\evil.example', '/nope', 'dodaj-kod'])
      expect(safeReturnPath(unsafe), String(unsafe)).toBeNull()
  })
})
