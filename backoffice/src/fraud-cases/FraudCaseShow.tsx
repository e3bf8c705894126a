import CheckIcon from '@mui/icons-material/Check'
import { Box, Table, TableBody, TableCell, TableHead, TableRow, type Theme, Typography, useMediaQuery } from '@mui/material'
import { formatCode, formatPoints } from '@portal/shared'
import {
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { ConfirmedAction } from '../ConfirmedAction'
import { useCanOperate } from '../permissions'
import { CaseStatus, type FraudCase } from './status'

type Attempt = { at: string; code: string; partner: string | null; outcome: string; ip: string | null; device: string | null }
type Hold = { partner: string; label: string; points: number; state: 'held' | 'released' | 'cancelled' }
// The list's record stands in while the case loads: it has no evidence or holds yet.
type Detailed = FraudCase & { attempts?: Attempt[]; holds?: Hold[] }

const when = (iso: string) => new Date(iso).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'medium' })

/** Release or cancel what the case holds, or close a case that holds nothing; once, for programme staff. */
function Decisions() {
  const fraudCase = useRecordContext<Detailed>()
  const canOperate = useCanOperate()
  if (!fraudCase?.holds || fraudCase.status !== 'open' || !canOperate) return null
  const ask = (decision: 'release' | 'cancel' | 'dismiss', primary: boolean) => (
    <ConfirmedAction
      key={decision}
      label={`resources.fraud-cases.actions.${decision}`}
      path={`fraud-cases/${fraudCase.id}/${decision}`}
      title={`resources.fraud-cases.${decision}.title`}
      content={`resources.fraud-cases.${decision}.content`}
      name={fraudCase.subject}
      done={`resources.fraud-cases.notifications.${decision}`}
      {...(primary ? { icon: <CheckIcon />, color: 'primary' as const } : {})}
    />
  )
  return fraudCase.holds.some((hold) => hold.state === 'held') ? (
    <>
      {ask('release', true)}
      {ask('cancel', false)}
    </>
  ) : (
    ask('dismiss', true)
  )
}

/** The evidence: each attempt behind the signal, with its time, account, IP and device. */
function Evidence() {
  const fraudCase = useRecordContext<Detailed>()
  const translate = useTranslate()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  if (!fraudCase?.attempts) return null
  const outcome = (attempt: Attempt) => translate(`resources.fraud-cases.outcomes.${attempt.outcome}`, { _: attempt.outcome })
  const title = (
    <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
      {translate('resources.fraud-cases.evidence', { count: fraudCase.attempts.length })}
    </Typography>
  )
  // On a phone each attempt is one readable item instead of a six-column table.
  if (phone)
    return (
      <Box>
        {title}
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {fraudCase.attempts.map((attempt, i) => (
            <Box component="li" key={i} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              <strong>{formatCode(attempt.code)}</strong> {`${outcome(attempt)}, ${when(attempt.at)}`}
              <br />
              {`${attempt.partner ?? '–'} · IP ${attempt.ip ?? '–'}`}
              <br />
              <Typography component="span" variant="body2" color="text.secondary">
                {attempt.device ?? '–'}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    )
  return (
    <Box sx={{ maxWidth: '100%' }}>
      {title}
      <Table size="small" aria-label={translate('resources.fraud-cases.evidence', { count: fraudCase.attempts.length })}>
        <TableHead>
          <TableRow>
            {['at', 'code', 'partner', 'outcome', 'ip', 'device'].map((column) => (
              <TableCell key={column}>{translate(`resources.fraud-cases.attempt.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {fraudCase.attempts.map((attempt, i) => (
            <TableRow key={i}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(attempt.at)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{formatCode(attempt.code)}</TableCell>
              <TableCell>{attempt.partner ?? '–'}</TableCell>
              <TableCell>{outcome(attempt)}</TableCell>
              <TableCell>{attempt.ip ?? '–'}</TableCell>
              <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{attempt.device ?? '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

function Holds() {
  const fraudCase = useRecordContext<Detailed>()
  const translate = useTranslate()
  if (!fraudCase?.holds?.length) return null
  return (
    <Labeled label="resources.fraud-cases.holds">
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {fraudCase.holds.map((hold, i) => (
          <li key={i}>
            {`${hold.partner}: ${hold.label}, ${formatPoints(hold.points)} – ${translate(`resources.fraud-cases.holdStates.${hold.state}`)}`}
          </li>
        ))}
      </Box>
    </Labeled>
  )
}

export function FraudCaseShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <Decisions />
        </TopToolbar>
      }
    >
      <SimpleShowLayout sx={{ minWidth: 0 }}>
        <TextField source="signal_name" />
        <TextField source="subject" sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField source="status" render={(fraudCase: FraudCase) => <CaseStatus fraudCase={fraudCase} />} />
        <NumberField source="hits" />
        <FunctionField source="held_points" render={(fraudCase: FraudCase) => formatPoints(fraudCase.held_points)} />
        <DateField source="first_seen_at" locales="pl-PL" showTime />
        <DateField source="last_seen_at" locales="pl-PL" showTime />
        <TextField source="decided_by" emptyText="–" />
        <DateField source="decided_at" locales="pl-PL" showTime emptyText="–" />
        <TextField source="decision_note" emptyText="–" />
        <Holds />
        <Evidence />
      </SimpleShowLayout>
    </Show>
  )
}
