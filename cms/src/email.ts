import fs from 'node:fs'
import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { EmailAdapter } from 'payload'
import type { Env } from './env'
import { DATA_DIR } from './paths'

/** Without SMTP_URL, messages become .eml files in data/outbox/ so nothing is lost and nothing is downloaded. */
function outboxTransport(): Transporter {
  const outbox = path.join(DATA_DIR, 'outbox')
  return nodemailer.createTransport({
    name: 'outbox',
    version: '1',
    send(mail, done) {
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error: Error) => done(error, undefined as never))
      stream.on('end', () => {
        fs.mkdirSync(outbox, { recursive: true })
        const messageId = mail.message.messageId()
        fs.writeFileSync(path.join(outbox, `${Date.now()}-${messageId.replace(/[^a-z0-9]/gi, '')}.eml`), Buffer.concat(chunks))
        const envelope = mail.message.getEnvelope()
        done(null, { envelope, messageId, accepted: envelope.to, rejected: [], pending: [], response: 'written to outbox' })
      })
    },
  })
}

export function emailAdapter(env: Env): Promise<EmailAdapter> {
  const [name, address] = /^(.*)<(.+)>$/.exec(env.MAIL_FROM)?.slice(1) ?? ['', env.MAIL_FROM]
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : outboxTransport()
  return nodemailerAdapter({
    defaultFromAddress: (address ?? '').trim(),
    defaultFromName: (name ?? '').trim(),
    transport,
    skipVerify: true,
  }) as Promise<EmailAdapter>
}
