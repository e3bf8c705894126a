export {}
/** A second app process on the same database (DATA_DIR and DATABASE_URI from the environment); prints its URL. */
const { start } = await import('../../src/server')
const server = await start({ port: 0, admin: false })
process.stdout.write(`READY ${server.url}\n`)
process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)))
