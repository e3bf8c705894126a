import http from 'node:http'

/**
 * A load balancer in front of several app processes: each request goes to the next one in turn (no stickiness),
 * with the Host header kept, so every step of a browser story may land on another process.
 */
export function startRoundRobin(port: number, targets: string[]): Promise<http.Server> {
  let turn = 0
  const server = http.createServer((req, res) => {
    const target = new URL(targets[turn++ % targets.length]!)
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(port, () => resolve(server)))
}
