/** The soak's load generator, in a process of its own: registers the codes in argv[3] (one per line) at argv[2] with `clients` workers for `seconds`. */
import fs from 'node:fs'

const [baseUrl, codesFile, cookieHeader, csrf, clients, seconds] = process.argv.slice(2) as [string, string, string, string, string, string]
const codes = fs.readFileSync(codesFile, 'utf8').split('\n').filter(Boolean)
const headers = { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': csrf, Cookie: cookieHeader }
const until = Date.now() + Number(seconds) * 1000
let next = 0
let sent = 0
let failed = 0
await Promise.all(
  Array.from({ length: Number(clients) }, async () => {
    while (Date.now() < until && next < codes.length) {
      const response = await fetch(`${baseUrl}/api/codes`, { method: 'POST', headers, body: JSON.stringify({ code: codes[next++] }) })
      await response.arrayBuffer()
      sent++
      if (response.status !== 200) failed++
    }
  }),
)
process.stdout.write(JSON.stringify({ sent, failed }))
