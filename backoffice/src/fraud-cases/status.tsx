import { Chip } from '@mui/material'
import type { FraudCaseStatus } from '@portal/shared'

export type FraudCase = {
  id: string
  signal_name: string
  subject: string
  status: FraudCaseStatus
  status_name: string
  hits: number
  held_points: number
  last_seen_at: string
}

// Red while it waits for a decision; MUI's orange is too faint behind white words (axe).
export const CaseStatus = ({ fraudCase }: { fraudCase: FraudCase }) => (
  <Chip size="small" color={fraudCase.status === 'open' ? 'error' : 'default'} label={fraudCase.status_name} />
)
