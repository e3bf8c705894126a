import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

describe('e-mail without SMTP_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outbox-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('writes each message as an .eml file into data/outbox, Polish letters intact', async () => {
    process.env.DATA_DIR = dataDir
    const { loadEnv } = await import('./env')
    const { emailAdapter } = await import('./email')
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' })
    expect(env.SMTP_URL).toBeUndefined()
    const adapter = (await emailAdapter(env))({ payload: { logger: console } as unknown as Payload })
    await adapter.sendEmail({ to: 'jan@example.pl', subject: 'Zażółć gęślą jaźń', text: 'Treść wiadomości: ąćęłńóśźż' })
    const files = fs.readdirSync(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')
    expect(eml).toMatch(/^To: jan@example\.pl$/m)
    const parsed = await simpleParser(eml)
    expect(parsed.subject).toBe('Zażółć gęślą jaźń')
    expect(parsed.text?.trim()).toBe('Treść wiadomości: ąćęłńóśźż')
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Program partnerski', address: 'no-reply@program-partnerski.pl' })
  })
})
