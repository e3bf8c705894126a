import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A Nominatim-compatible search endpoint on this machine (the machine has no internet): it answers
 * every query with one point in Warsaw and records the queries, like the public service would answer.
 */
export async function startGeocoder() {
  const queries: string[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (url.pathname !== '/search') {
      res.statusCode = 404
      res.end()
      return
    }
    queries.push(url.searchParams.get('q') ?? '')
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify([{ lat: '52.2296756', lon: '21.0122287', display_name: url.searchParams.get('q') }]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`,
    queries,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
