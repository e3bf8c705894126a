// Writes file.br and file.gz beside every text asset of a built front end, so the server sends them compressed
// without spending CPU per request. Usage: node scripts/precompress.mjs DIR
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/
const dir = process.argv[2]
if (!dir) throw new Error('usage: precompress.mjs DIR')

for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const content = fs.readFileSync(file)
  if (content.length < 1024) continue
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  )
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
}
