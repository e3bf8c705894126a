import { CsvImportPage } from '../CsvImportPage'

/** Corrections from a CSV (`E-mail;Punkty;Powód`): check first, then apply all rows at once. */
export function AdjustmentImport() {
  return <CsvImportPage resource="ledger-adjustments" applyLabel="apply" countOf={(answer) => answer.applied} />
}
