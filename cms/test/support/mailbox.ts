import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; links: string[] }

/**
 * A real SMTP server in process: the app sends through SMTP_URL, tests read what arrived.
 * With `dir`, each message is also written there as JSON (for a test runner in another process).
 */
export async function startMailbox(options: { port?: number; dir?: string } = {}) {
  const received: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, _session, callback) {
      try {
        const parsed = await simpleParser(stream)
        const to = [parsed.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? [])
        const text = parsed.text ?? ''
        const mail: ReceivedMail = {
          to,
          subject: parsed.subject ?? '',
          text,
          html: typeof parsed.html === 'string' ? parsed.html : '',
          links: text.match(/https?:\/\/[^\s)]+/g) ?? [],
        }
        received.push(mail)
        if (options.dir) {
          fs.mkdirSync(options.dir, { recursive: true })
          fs.writeFileSync(path.join(options.dir, `${Date.now()}-${received.length}.json`), JSON.stringify(mail))
        }
        waiters.forEach((wake) => wake())
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  /** The first message to `address` matching `predicate`, waiting for it to arrive. */
  const waitFor = (address: string, predicate: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ReceivedMail> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const mail = received.find((m) => m.to.includes(address.toLowerCase()) && predicate(m))
        if (!mail) return false
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(mail)
        return true
      }
      const wake = () => void check()
      const timer = setTimeout(() => {
        waiters.delete(wake)
        reject(
          new Error(
            `No e-mail to ${address} within ${timeoutMs} ms (received: ${received.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`,
          ),
        )
      }, timeoutMs)
      if (!check()) waiters.add(wake)
    })

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    mailsTo: (address: string) => received.filter((m) => m.to.includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>
