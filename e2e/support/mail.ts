import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

type ReceivedMail = { to: string[]; subject: string; text: string; links: string[] }

const mailboxDir = () => process.env.E2E_MAILBOX_DIR!

function readMailbox(): ReceivedMail[] {
  if (!fs.existsSync(mailboxDir())) return []
  return fs
    .readdirSync(mailboxDir())
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailboxDir(), file), 'utf8')) as ReceivedMail)
}

/** The newest e-mail to `address` whose subject contains `subject`, waiting for it to arrive over SMTP. */
export async function receivedMail(address: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        found = readMailbox()
          .filter((m) => m.to.includes(address) && m.subject.includes(subject))
          .at(-1)
        return Boolean(found)
      },
      { timeout: 15_000, message: `e-mail "${subject}" to ${address}` },
    )
    .toBe(true)
  return found!
}

export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = mail.links.find((l) => l.includes(fragment))
  expect(link, `a link with ${fragment} in "${mail.subject}"`).toBeTruthy()
  return link!
}
