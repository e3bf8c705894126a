/** The signals that raise a case in "Podejrzane aktywności", in the words staff read them. */
export const FRAUD_SIGNALS = {
  shared_code: 'Jeden kod wpisywany przez kilka kont',
  batch_burst: 'Wiele kodów jednej partii w krótkim czasie',
  ip_wrong_burst: 'Seria błędnych kodów z jednego adresu IP',
  many_devices: 'Kody z wielu urządzeń',
} as const

export type FraudSignal = keyof typeof FRAUD_SIGNALS

/** A case's state: open until staff release or cancel its held points, or close it (nothing held). */
export const FRAUD_CASE_STATUSES = {
  open: 'Do sprawdzenia',
  released: 'Punkty zwolnione',
  cancelled: 'Punkty anulowane',
  dismissed: 'Zamknięte bez zmian',
} as const

export type FraudCaseStatus = keyof typeof FRAUD_CASE_STATUSES
