import { formatPoints, isRefunding } from '@portal/shared'

/** Polish HTML and text e-mails of the programme, each signed with the programme's name, helpline and contact e-mail. */
export type ProgrammeContact = { programmeName: string; helplinePhone: string; helplineHours: string; contactEmail: string }
export type EmailContent = { subject: string; html: string; text: string; replyTo?: string }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function compose(
  contact: ProgrammeContact,
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): EmailContent {
  const footer = `${contact.programmeName} · infolinia ${contact.helplinePhone} (${contact.helplineHours}) · ${contact.contactEmail}`
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '—',
    footer,
  ].join('\n')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b4f6c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#51606b">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>${escapeHtml(action.url)}</p>`
    : ''
  const html = `<!doctype html><html lang="pl"><body style="font-family:Arial,sans-serif;color:#1d2a33;line-height:1.5;max-width:600px;margin:auto;padding:16px">
<h1 style="font-size:20px;color:#083a50">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<hr style="border:0;border-top:1px solid #d5dde3"><p style="font-size:13px;color:#51606b">${escapeHtml(footer)}</p>
</body></html>`
  return { subject: `${subject} · ${contact.programmeName}`, html, text }
}

export function invitationEmail(contact: ProgrammeContact, to: { firstName: string; url: string; expiresAt: Date }): EmailContent {
  return compose(
    contact,
    'Zaproszenie do programu partnerskiego',
    `Dzień dobry ${to.firstName},`,
    [
      'zapraszamy do programu partnerskiego. Kliknij w poniższy link, uzupełnij dane firmy i ustaw hasło, aby założyć konto.',
      `Zaproszenie jest ważne do ${to.expiresAt.toLocaleDateString('pl-PL')}.`,
    ],
    { label: 'Załóż konto', url: to.url },
  )
}

export function registrationConfirmationEmail(contact: ProgrammeContact, to: { firstName: string; url: string }): EmailContent {
  return compose(
    contact,
    'Potwierdź rejestrację',
    `Dzień dobry ${to.firstName},`,
    [
      'dziękujemy za rejestrację w programie. Aby aktywować konto, kliknij w poniższy link i ustaw hasło.',
      'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    ],
    { label: 'Potwierdź i ustaw hasło', url: to.url },
  )
}

export function passwordResetEmail(contact: ProgrammeContact, to: { url: string }): EmailContent {
  return compose(
    contact,
    'Zmiana hasła',
    'Dzień dobry,',
    [
      'otrzymaliśmy prośbę o zmianę hasła do Twojego konta. Link jest ważny przez godzinę i działa tylko raz.',
      'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość; Twoje hasło pozostanie bez zmian.',
    ],
    { label: 'Ustaw nowe hasło', url: to.url },
  )
}

export function registrationAttemptEmail(
  contact: ProgrammeContact,
  to: { firstName: string; loginUrl: string; remindUrl: string },
): EmailContent {
  return compose(
    contact,
    'Próba rejestracji na Twój adres',
    `Dzień dobry ${to.firstName},`,
    [
      'ktoś próbował założyć nowe konto w programie, podając Twój adres e-mail. Twoje konto już istnieje, więc nic nie zostało zmienione.',
      `Jeśli to byłeś Ty, zaloguj się: ${to.loginUrl}. Jeśli nie pamiętasz hasła, ustaw nowe: ${to.remindUrl}.`,
    ],
    { label: 'Zaloguj się', url: to.loginUrl },
  )
}

export function contactMessageEmail(
  contact: ProgrammeContact,
  message: { subject: string; body: string; email: string; phone: string; partnerName: string | null },
): EmailContent {
  const content = compose(contact, `Wiadomość z formularza: ${message.subject}`, 'Nowa wiadomość z formularza kontaktowego portalu.', [
    `Od: ${message.partnerName ? `${message.partnerName} (partner programu)` : 'gość portalu'}, ${message.email}, tel. ${message.phone}`,
    ...message.body.split(/\n{2,}/),
  ])
  return { ...content, replyTo: message.email }
}

export function contactReplyEmail(contact: ProgrammeContact, message: { subject: string; question: string; reply: string }): EmailContent {
  return compose(contact, `Odpowiedź: ${message.subject}`, 'Dzień dobry,', [
    ...message.reply.split(/\n{2,}/),
    `Twoja wiadomość: „${message.question}”`,
  ])
}

export function orderStatusEmail(
  contact: ProgrammeContact,
  order: {
    firstName: string
    number: string
    status: string
    statusLabel: string
    trackingNumber: string | null
    reason: string | null
    points: number
  },
): EmailContent {
  const details = [
    order.trackingNumber ? `Numer przesyłki: ${order.trackingNumber}.` : null,
    order.reason ? `Powód: ${order.reason}.` : null,
    isRefunding(order.status) ? `${formatPoints(order.points)} wróciło na Twoje konto.` : null,
  ].filter((line): line is string => line !== null)
  return compose(contact, `Zamówienie ${order.number}: ${order.statusLabel}`, `Dzień dobry ${order.firstName},`, [
    `status Twojego zamówienia ${order.number} to teraz: ${order.statusLabel}.`,
    ...details,
  ])
}
