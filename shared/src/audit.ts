/**
 * The audit log's vocabulary: the log keeps stable action codes, every screen and export shows these words
 * (Polish, as staff and auditors name them).
 */
export const AUDIT_ACTIONS = {
  create: 'Utworzono',
  update: 'Zmieniono',
  delete: 'Usunięto',
  'partner.block': 'Zablokowano logowanie',
  'partner.unblock': 'Odblokowano logowanie',
  'ledger.adjust': 'Skorygowano punkty',
  'invitation.resend': 'Wysłano ponownie zaproszenie',
  'invitation.revoke': 'Unieważniono zaproszenie',
  'order.accepted': 'Przyjęto zamówienie do realizacji',
  'order.shipped': 'Wysłano zamówienie',
  'order.delivered': 'Potwierdzono dostarczenie zamówienia',
  'order.rejected': 'Odrzucono zamówienie',
  'order.cancelled': 'Anulowano zamówienie',
  'ranking.publish': 'Opublikowano ranking',
  'ranking.restore': 'Przywrócono publikację rankingu',
  'code-batch.create': 'Utworzono partię kodów',
  'code-batch.import': 'Zaimportowano partię kodów',
  'code-batch.revoke': 'Unieważniono partię kodów',
  'contact.reply': 'Odpowiedziano na wiadomość',
  'api-key.create': 'Utworzono klucz API',
  'api-key.revoke': 'Unieważniono klucz API',
  'webhook.create': 'Dodano odbiorcę zdarzeń',
  'webhook.disable': 'Wyłączono odbiorcę zdarzeń',
  'webhook.resend': 'Wysłano ponownie zdarzenie',
  'fraud.release': 'Zwolniono wstrzymane punkty',
  'fraud.cancel': 'Anulowano wstrzymane punkty',
  'fraud.dismiss': 'Zamknięto sprawę bez zmian',
  'staff.login': 'Zalogowano do panelu',
  'staff.login-failed': 'Nieudane logowanie do panelu',
  export: 'Pobrano eksport danych',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action

/** Each kind of record in words, and where the back office shows one (`<path>/<id>`), if it does. */
export const AUDIT_RESOURCES: Record<string, { name: string; path?: string }> = {
  partners: { name: 'Partner', path: '/partners' },
  companies: { name: 'Firma', path: '/companies' },
  orders: { name: 'Zamówienie', path: '/orders' },
  invitations: { name: 'Zaproszenie', path: '/invitations' },
  'code-batches': { name: 'Partia kodów', path: '/code-batches' },
  'ranking-publications': { name: 'Publikacja rankingu', path: '/ranking-publications' },
  'contact-messages': { name: 'Wiadomość do obsługi', path: '/contact-messages' },
  staff: { name: 'Konto pracownika' },
  'api-keys': { name: 'Klucz API', path: '/api-keys' },
  webhooks: { name: 'Odbiorca zdarzeń', path: '/webhooks' },
  'webhook-deliveries': { name: 'Dostarczenie zdarzenia', path: '/webhook-deliveries' },
  'fraud-cases': { name: 'Podejrzana aktywność', path: '/fraud-cases' },
  exports: { name: 'Eksport' },
  coupons: { name: 'Kupon promocyjny' },
  documents: { name: 'Dokument' },
  prizes: { name: 'Nagroda' },
  products: { name: 'Produkt' },
  news: { name: 'Aktualność' },
  pages: { name: 'Strona' },
  faq: { name: 'Pytanie FAQ' },
  media: { name: 'Plik' },
  'programme-settings': { name: 'Ustawienia programu' },
}

export const auditResourceName = (resource: string): string => AUDIT_RESOURCES[resource]?.name ?? resource

/** The back office's link to the record, or null where it has no screen for it. */
export function auditResourceLink(resource: string, id: string | null | undefined): string | null {
  const path = AUDIT_RESOURCES[resource]?.path
  return path && id ? `${path}/${id}` : null
}
