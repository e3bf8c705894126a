import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Repository root: data/ lives beside the workspaces. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
/** The embedded database (pg/), uploads, outbox and generated secret. */
export const DATA_DIR = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT_DIR, 'data')
