import { CsvImportPage } from '../CsvImportPage'

/** Many invitations from a CSV: check first (every bad row listed), then create and send them all. */
export function InvitationImport() {
  return <CsvImportPage resource="invitations" applyLabel="send" countOf={(answer) => answer.created} />
}
