import { type Theme, useMediaQuery } from '@mui/material'
import { FRAUD_CASE_STATUSES, formatPoints } from '@portal/shared'
import { Datagrid, DateField, FunctionField, List, NumberField, SelectInput, SimpleList, TextField } from 'react-admin'
import { NoResults } from '../NoResults'
import { CaseStatus, type FraudCase } from './status'

const filters = [
  <SelectInput key="status" source="status" choices={Object.entries(FRAUD_CASE_STATUSES).map(([id, name]) => ({ id, name }))} alwaysOn />,
]

/** "Podejrzane aktywności": what the fraud signals raised, the cases waiting for a decision first. */
export function FraudCaseList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <List filters={filters} empty={false} sort={{ field: 'last_seen_at', order: 'DESC' }} perPage={50} exporter={false}>
      {phone ? (
        <SimpleList<FraudCase>
          empty={<NoResults />}
          primaryText={(fraudCase) => fraudCase.signal_name}
          secondaryText={(fraudCase) => (
            <>
              <span style={{ overflowWrap: 'anywhere' }}>{fraudCase.subject}</span>
              <br />
              <CaseStatus fraudCase={fraudCase} /> {fraudCase.held_points ? formatPoints(fraudCase.held_points) : ''}
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
          <DateField source="last_seen_at" locales="pl-PL" showTime />
          <TextField source="signal_name" sortable={false} />
          <TextField source="subject" sortable={false} />
          <NumberField source="hits" sortable={false} />
          <FunctionField source="held_points" sortable={false} render={(fraudCase: FraudCase) => formatPoints(fraudCase.held_points)} />
          <FunctionField source="status" sortable={false} render={(fraudCase: FraudCase) => <CaseStatus fraudCase={fraudCase} />} />
        </Datagrid>
      )}
    </List>
  )
}
