import { describe, expect, it } from 'vitest'
import { isPortalRoute, links } from './routes'

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

  it('builds the invitation link as one of the portal routes', () => {
    expect(links.invitation('Ab3-x_9')).toBe('/register/Ab3-x_9')
    expect(isPortalRoute(links.invitation('Ab3-x_9'))).toBe(true)
  })
})
