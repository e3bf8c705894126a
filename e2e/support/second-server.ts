/** The second app process of a two-process e2e run: same database, secret and data folder (from the environment). */
const { start } = await import('@portal/cms/server')
const server = await start({ port: 0 })
process.stdout.write(`READY ${server.url}\n`)
process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)))
export {}
