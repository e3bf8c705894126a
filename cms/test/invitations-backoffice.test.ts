import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type Row = { id: string; email: string; status: string; company: string | null; expires_at: string }

describe('back office: invitations listed by status, imported from CSV with a dry run, resent and revoked', () => {
  let app: TestApp
  let programme: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
  })
  afterAll(() => app.stop())

  const byStatus = (status: string) =>
    programme.get<Row[]>(`/backoffice/api/invitations?filter=${encodeURIComponent(JSON.stringify({ status }))}`)

  it('checks an invitations file in a dry run and imports a clean one, e-mailing every invitee', async () => {
    const file = [
      'E-mail;Imię;Nazwisko;Telefon;NIP firmy',
      'anna@hurt.pl;Anna;Nowak;600100200;5260250274',
      'zly-adres;Jan;Kowal;;',
      'anna@hurt.pl;Anna;Nowak;;',
      'partner@demo.pl;Piotr;Wiśniewski;;',
      'ola@hurt.pl;Ola;Lis;;1111111111',
    ].join('\n')
    const check = await programme.upload<{ rows: number; valid: number; errors: Array<{ row: number; message: string }> }>(
      '/backoffice/api/invitations/import?dry_run=1',
      file,
      'text/csv',
    )
    expect(check.body).toEqual({
      rows: 5,
      valid: 1,
      created: 0,
      errors: [
        { row: 3, message: 'E-mail: Nieprawidłowy adres e-mail.' },
        { row: 4, message: 'Adres powtórzony w pliku (pierwszy raz w wierszu 2).' },
        { row: 5, message: 'Partner z tym adresem ma już konto.' },
        { row: 6, message: 'Nie ma firmy o NIP 1111111111.' },
      ],
    })
    expect((await programme.upload('/backoffice/api/invitations/import', file, 'text/csv')).status).toBe(422)
    expect((await byStatus('sent')).headers.get('content-range')).toBe('invitations 0-0/0')

    const clean = ['E-mail;Imię;Nazwisko;Telefon;NIP firmy', 'anna@hurt.pl;Anna;Nowak;600100200;5260250274', 'ola@hurt.pl;Ola;Lis;;'].join(
      '\n',
    )
    const imported = await programme.upload<{ created: number }>('/backoffice/api/invitations/import', clean, 'text/csv')
    expect([imported.status, imported.body.created]).toEqual([201, 2])
    const mail = await app.mailbox.waitFor('anna@hurt.pl')
    expect(mail.links.some((link) => link.includes('/register/'))).toBe(true)
    const sent = await byStatus('sent')
    expect(sent.body.map((r) => [r.email, r.company])).toEqual(
      expect.arrayContaining([
        ['anna@hurt.pl', 'Dachy Kowalski Sp. z o.o.'],
        ['ola@hurt.pl', null],
      ]),
    )
    expect(
      (await programme.upload<{ errors: unknown[] }>('/backoffice/api/invitations/import?dry_run=1', clean, 'text/csv')).body.errors,
    ).toEqual([
      { row: 2, message: 'Ta osoba ma już ważne zaproszenie.' },
      { row: 3, message: 'Ta osoba ma już ważne zaproszenie.' },
    ])
  })

  it('shows expired and used invitations by status, resends with a new expiry and revokes', async () => {
    const ola = (await byStatus('sent')).body.find((r) => r.email === 'ola@hurt.pl')!
    await app.payload.update({
      collection: 'invitations',
      id: ola.id,
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await byStatus('expired')).body.map((r) => r.email)).toEqual(['ola@hurt.pl'])
    const resent = await programme.post<Row>(`/backoffice/api/invitations/${ola.id}/resend`)
    expect(resent.body.status).toBe('sent')
    expect(Date.parse(resent.body.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    expect(app.mailbox.mailsTo('ola@hurt.pl')).toHaveLength(2)
    const revoked = await programme.post<Row>(`/backoffice/api/invitations/${ola.id}/revoke`)
    expect(revoked.body.status).toBe('revoked')
    expect((await programme.post(`/backoffice/api/invitations/${ola.id}/resend`)).body.message).toBe('Zaproszenie zostało unieważnione.')
    expect((await byStatus('revoked')).body.map((r) => r.email)).toEqual(['ola@hurt.pl'])
    const audit = await app.payload.find({ collection: 'audit-log', where: { resource: { equals: 'invitations' } }, overrideAccess: true })
    expect(audit.docs.map((e) => e.action).sort()).toEqual(['create', 'create', 'invitation.resend', 'invitation.revoke'])
  })

  it('lets the auditor list invitations but not send or change them', async () => {
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    const anna = (await byStatus('sent')).body[0]!
    expect((await auditor.get('/backoffice/api/invitations')).status).toBe(200)
    expect((await auditor.post(`/backoffice/api/invitations/${anna.id}/revoke`)).status).toBe(403)
    expect((await auditor.post(`/backoffice/api/invitations/${anna.id}/resend`)).status).toBe(403)
    expect((await auditor.upload('/backoffice/api/invitations/import?dry_run=1', 'a@b.pl;A;B;;', 'text/csv')).status).toBe(403)
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get('/backoffice/api/invitations')).status).toBe(403)
    expect((await app.client().get('/backoffice/api/invitations')).status).toBe(401)
  })
})
