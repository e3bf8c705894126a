import DownloadIcon from '@mui/icons-material/Download'
import {
  Button,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { ORDER_STATUS_CHOICES } from './statuses'
import { useCanOperate } from '../permissions'
import { TextButton } from '../TextButton'
import { NoResults } from '../NoResults'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
  <DateInput key="created_from" source="created_from" />,
  <DateInput key="created_to" source="created_to" />,
]

/** The CSV for the fulfilment house, with the list's current filter. */
function ExportCsv() {
  const { filterValues } = useListContext()
  return (
    <Button
      component="a"
      href={`${API_URL}/orders.csv?filter=${encodeURIComponent(JSON.stringify(filterValues))}`}
      download
      label="resources.orders.actions.exportCsv"
    >
      <DownloadIcon />
    </Button>
  )
}

/**
 * Bulk accept of the Pending orders on the current page (react-admin's row checkboxes have no
 * accessible label on their inputs, so the bulk action works on what the filtered page shows).
 */
function BulkAccept() {
  const { data } = useListContext<{ id: string; status: string }>()
  const notify = useNotify()
  const refresh = useRefresh()
  const canOperate = useCanOperate()
  const pending = (data ?? []).filter((order) => order.status === 'Pending').map((order) => order.id)
  if (!canOperate) return null
  const accept = async () => {
    try {
      const { json } = await httpClient(`${API_URL}/orders/accept`, { method: 'POST', body: JSON.stringify({ ids: pending }) })
      const result = json as { accepted: number; results: Array<{ ok: boolean }> }
      notify('resources.orders.notifications.bulkAccepted', {
        type: result.accepted === result.results.length ? 'success' : 'warning',
        messageArgs: { accepted: result.accepted, smart_count: result.results.length },
      })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }
  return <TextButton label="resources.orders.actions.bulkAccept" disabled={pending.length === 0} onClick={() => void accept()} />
}

export function OrderList() {
  const translate = useTranslate()
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'Pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <BulkAccept />
          <ExportCsv />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
        <TextField source="number" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="partner" sortable={false} />
        <TextField source="prizes" sortable={false} />
        <NumberField source="total_points" locales="pl-PL" />
        <FunctionField source="status" render={(order: { status: string }) => translate(`resources.orders.statuses.${order.status}`)} />
      </Datagrid>
    </List>
  )
}
