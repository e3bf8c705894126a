/**
 * The exports bench's downloader, in a process of its own (so the server's memory is measured alone): reads the CSV at
 * argv[2] with the Cookie header argv[3] as a browser would (pushing back on the server), keeps nothing, reports size and lines.
 */
import http from 'node:http'

const [url, cookie] = process.argv.slice(2) as [string, string]
const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
  http.get(url, { headers: { Cookie: cookie } }, resolve).on('error', reject),
)
let bytes = 0
let lines = 0
for await (const chunk of response as AsyncIterable<Buffer>) {
  bytes += chunk.length
  for (const byte of chunk) if (byte === 10) lines++
}
process.stdout.write(JSON.stringify({ status: response.statusCode, bytes, lines }))
