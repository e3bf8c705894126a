/** The baseline process: a bare Express JSON handler, alone in its own process as the app is in its. */
import type { AddressInfo } from 'node:net'
import express from 'express'

const bare = express()
bare.get('/ping', (_req, res) => void res.json({ ok: true }))
const listening = bare.listen(0, '127.0.0.1', () =>
  process.stdout.write(`READY http://127.0.0.1:${(listening.address() as AddressInfo).port}\n`),
)
process.once('SIGTERM', () => listening.close(() => process.exit(0)))
