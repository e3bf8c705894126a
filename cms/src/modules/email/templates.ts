import { formatPoints, isRefunding, type OrderStatus, orderStatusLabel, type PreferredLanguage } from '@portal/shared'

/**
 * HTML and text e-mails of the programme in the partner's language (Polish unless they chose English), each signed
 * with the programme's name, helpline and contact e-mail.
 */
export type ProgrammeContact = { programmeName: string; helplinePhone: string; helplineHours: string; contactEmail: string }
export type EmailContent = { subject: string; html: string; text: string; replyTo?: string }
type Language = PreferredLanguage

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const FRAME: Record<Language, { helpline: string; buttonFallback: string; intl: string }> = {
  pl: { helpline: 'infolinia', buttonFallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:', intl: 'pl-PL' },
  en: { helpline: 'helpline', buttonFallback: 'If the button does not work, copy this address into your browser:', intl: 'en-GB' },
}

function compose(
  language: Language,
  contact: ProgrammeContact,
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): EmailContent {
  const frame = FRAME[language]
  const footer = `${contact.programmeName} · ${frame.helpline} ${contact.helplinePhone} (${contact.helplineHours}) · ${contact.contactEmail}`
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '—',
    footer,
  ].join('\n')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0b4f6c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#51606b">${escapeHtml(frame.buttonFallback)}<br>${escapeHtml(action.url)}</p>`
    : ''
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1d2a33;line-height:1.5;max-width:600px;margin:auto;padding:16px">
<h1 style="font-size:20px;color:#083a50">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<hr style="border:0;border-top:1px solid #d5dde3"><p style="font-size:13px;color:#51606b">${escapeHtml(footer)}</p>
</body></html>`
  return { subject: `${subject} · ${contact.programmeName}`, html, text }
}

const hello = (language: Language, firstName?: string) =>
  language === 'en' ? `Hello${firstName ? ` ${firstName}` : ''},` : `Dzień dobry${firstName ? ` ${firstName}` : ''},`

/** Invitations go before anyone chose a language: Polish, the programme's language. */
export function invitationEmail(contact: ProgrammeContact, to: { firstName: string; url: string; expiresAt: Date }): EmailContent {
  return compose(
    'pl',
    contact,
    'Zaproszenie do programu partnerskiego',
    hello('pl', to.firstName),
    [
      'zapraszamy do programu partnerskiego. Kliknij w poniższy link, uzupełnij dane firmy i ustaw hasło, aby założyć konto.',
      `Zaproszenie jest ważne do ${to.expiresAt.toLocaleDateString('pl-PL')}.`,
    ],
    { label: 'Załóż konto', url: to.url },
  )
}

type Letter = { subject: string; paragraphs: string[]; action: string }

const CONFIRMATION: Record<Language, Letter> = {
  pl: {
    subject: 'Potwierdź rejestrację',
    paragraphs: [
      'dziękujemy za rejestrację w programie. Aby aktywować konto, kliknij w poniższy link i ustaw hasło.',
      'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    ],
    action: 'Potwierdź i ustaw hasło',
  },
  en: {
    subject: 'Confirm your registration',
    paragraphs: [
      'thank you for registering in the programme. To activate your account, follow the link below and set your password.',
      'If you did not create this account, please ignore this message.',
    ],
    action: 'Confirm and set the password',
  },
}

export function registrationConfirmationEmail(
  contact: ProgrammeContact,
  to: { firstName: string; url: string },
  language: Language,
): EmailContent {
  const letter = CONFIRMATION[language]
  return compose(language, contact, letter.subject, hello(language, to.firstName), letter.paragraphs, { label: letter.action, url: to.url })
}

const PASSWORD_RESET: Record<Language, Letter> = {
  pl: {
    subject: 'Zmiana hasła',
    paragraphs: [
      'otrzymaliśmy prośbę o zmianę hasła do Twojego konta. Link jest ważny przez godzinę i działa tylko raz.',
      'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość; Twoje hasło pozostanie bez zmian.',
    ],
    action: 'Ustaw nowe hasło',
  },
  en: {
    subject: 'Password change',
    paragraphs: [
      'we received a request to change the password of your account. The link is valid for one hour and works once.',
      'If you did not ask for a new password, please ignore this message; your password stays as it is.',
    ],
    action: 'Set a new password',
  },
}

export function passwordResetEmail(contact: ProgrammeContact, to: { url: string }, language: Language): EmailContent {
  const letter = PASSWORD_RESET[language]
  return compose(language, contact, letter.subject, hello(language), letter.paragraphs, { label: letter.action, url: to.url })
}

const REGISTRATION_ATTEMPT = (loginUrl: string, remindUrl: string): Record<Language, Letter> => ({
  pl: {
    subject: 'Próba rejestracji na Twój adres',
    paragraphs: [
      'ktoś próbował założyć nowe konto w programie, podając Twój adres e-mail. Twoje konto już istnieje, więc nic nie zostało zmienione.',
      `Jeśli to byłeś Ty, zaloguj się: ${loginUrl}. Jeśli nie pamiętasz hasła, ustaw nowe: ${remindUrl}.`,
    ],
    action: 'Zaloguj się',
  },
  en: {
    subject: 'Someone tried to register with your address',
    paragraphs: [
      'someone tried to create a new account in the programme with your e-mail address. Your account already exists, so nothing was changed.',
      `If it was you, log in: ${loginUrl}. If you do not remember your password, set a new one: ${remindUrl}.`,
    ],
    action: 'Log in',
  },
})

export function registrationAttemptEmail(
  contact: ProgrammeContact,
  to: { firstName: string; loginUrl: string; remindUrl: string },
  language: Language,
): EmailContent {
  const letter = REGISTRATION_ATTEMPT(to.loginUrl, to.remindUrl)[language]
  return compose(language, contact, letter.subject, hello(language, to.firstName), letter.paragraphs, {
    label: letter.action,
    url: to.loginUrl,
  })
}

/** To the programme's staff: Polish. */
export function contactMessageEmail(
  contact: ProgrammeContact,
  message: { subject: string; body: string; email: string; phone: string; partnerName: string | null },
): EmailContent {
  const content = compose(
    'pl',
    contact,
    `Wiadomość z formularza: ${message.subject}`,
    'Nowa wiadomość z formularza kontaktowego portalu.',
    [
      `Od: ${message.partnerName ? `${message.partnerName} (partner programu)` : 'gość portalu'}, ${message.email}, tel. ${message.phone}`,
      ...message.body.split(/\n{2,}/),
    ],
  )
  return { ...content, replyTo: message.email }
}

/** Staff write the reply itself; the frame around it is in the partner's language. */
export function contactReplyEmail(
  contact: ProgrammeContact,
  message: { subject: string; question: string; reply: string },
  language: Language,
): EmailContent {
  return compose(language, contact, `${language === 'en' ? 'Reply' : 'Odpowiedź'}: ${message.subject}`, hello(language), [
    ...message.reply.split(/\n{2,}/),
    `${language === 'en' ? 'Your message' : 'Twoja wiadomość'}: „${message.question}”`,
  ])
}

export function orderStatusEmail(
  contact: ProgrammeContact,
  order: { firstName: string; number: string; status: OrderStatus; trackingNumber: string | null; reason: string | null; points: number },
  language: Language,
): EmailContent {
  const label = orderStatusLabel(order.status, language)
  const points = formatPoints(order.points, { locale: FRAME[language].intl })
  const en = language === 'en'
  const details = [
    order.trackingNumber ? `${en ? 'Tracking number' : 'Numer przesyłki'}: ${order.trackingNumber}.` : null,
    order.reason ? `${en ? 'Reason' : 'Powód'}: ${order.reason}.` : null,
    isRefunding(order.status) ? (en ? `${points} went back to your account.` : `${points} wróciło na Twoje konto.`) : null,
  ].filter((line): line is string => line !== null)
  return compose(language, contact, `${en ? 'Order' : 'Zamówienie'} ${order.number}: ${label}`, hello(language, order.firstName), [
    en ? `the status of your order ${order.number} is now: ${label}.` : `status Twojego zamówienia ${order.number} to teraz: ${label}.`,
    ...details,
  ])
}

/** Points about to expire (30 and 7 days before): how many, the last day, and the catalogue to spend them in. */
export function pointsExpiryEmail(
  contact: ProgrammeContact,
  to: { firstName: string; points: number; lastDay: string; catalogueUrl: string },
  language: Language,
): EmailContent {
  const points = formatPoints(to.points, { locale: FRAME[language].intl })
  const day = to.lastDay.split('-').reverse().join('.')
  const en = language === 'en'
  return compose(
    language,
    contact,
    en ? 'Your points expire soon' : 'Twoje punkty wkrótce wygasną',
    hello(language, to.firstName),
    [
      en ? `${points} will expire on ${day}.` : `${points} wygaśnie ${day}.`,
      en
        ? 'Exchange them for prizes from the catalogue before then; the oldest points are always spent first.'
        : 'Wymień je wcześniej na nagrody z katalogu; zamówienia zawsze zużywają najpierw najstarsze punkty.',
    ],
    { label: en ? 'Open the prize catalogue' : 'Przejdź do katalogu nagród', url: to.catalogueUrl },
  )
}

/** A partner's language for e-mails, as stored ('pl' unless they chose English). */
export const languageOf = (partner: { preferred_language?: string | null } | null | undefined): Language =>
  partner?.preferred_language === 'en' ? 'en' : 'pl'
