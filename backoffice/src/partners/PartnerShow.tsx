import {
  BooleanField,
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  Tab,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import { useCanOperate } from '../permissions'
import { BlockButton } from './BlockButton'

function Actions() {
  const canOperate = useCanOperate()
  return <TopToolbar>{canOperate && <EditButton />}</TopToolbar>
}

/** Everything about one partner a support call needs: balances, consents, codes, orders, the ledger. */
export function PartnerShow() {
  const translate = useTranslate()
  return (
    <Show actions={<Actions />}>
      {/* Scrollable tabs keep the page inside a 375 px phone screen. */}
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <Tab label="resources.partners.tabs.details">
          <TextField source="email" />
          <FunctionField
            source="name"
            render={(p: { first_name: string; last_name: string; name: string | null }) =>
              `${p.first_name} ${p.last_name}${p.name ? ` (${p.name})` : ''}`
            }
          />
          <TextField source="phone" emptyText="–" />
          <FunctionField source="programme" render={(p: { programme: string }) => translate(`programmes.${p.programme}`)} />
          <TextField source="potential_group" emptyText="–" />
          <TextField source="company" emptyText="–" />
          <TextField source="company_tax_identifier" emptyText="–" />
          <TextField source="company_sap" emptyText="–" />
          <TextField source="company_region" emptyText="–" />
          <TextField source="residence_address" emptyText="–" />
          <TextField source="correspondence_address" emptyText="–" />
          <NumberField source="received" locales="pl-PL" />
          <NumberField source="sent" locales="pl-PL" />
          <NumberField source="available" locales="pl-PL" />
          <BooleanField source="accepted_current_documents" />
          <BooleanField source="is_ranking_winner" />
          <DateField source="confirmed_at" locales="pl-PL" showTime emptyText="–" />
          <BooleanField source="blocked" />
          <TextField source="blocked_reason" emptyText="–" />
          <BlockButton />
        </Tab>
        <Tab label="resources.partners.tabs.ledger" path="ledger">
          <ReferenceManyField
            reference="ledger-entries"
            target="partner"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
            pagination={<Pagination />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <DateField source="createdAt" locales="pl-PL" showTime />
              <TextField source="label" sortable={false} />
              <NumberField source="points" sortable={false} locales="pl-PL" />
              <FunctionField
                source="source"
                sortable={false}
                render={(e: { source: string }) => translate(`resources.ledger-entries.sources.${e.source}`)}
              />
              <TextField source="reference" sortable={false} emptyText="–" />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
        <Tab label="resources.partners.tabs.codes" path="codes">
          <ReferenceManyField
            reference="codes"
            target="partner"
            sort={{ field: 'registered_at', order: 'DESC' }}
            perPage={25}
            pagination={<Pagination />}
          >
            <Datagrid bulkActionButtons={false} rowClick="show">
              <TextField source="code" />
              <TextField source="product" sortable={false} emptyText="–" />
              <NumberField source="points" sortable={false} locales="pl-PL" />
              <DateField source="registered_at" locales="pl-PL" showTime />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
        <Tab label="resources.partners.tabs.orders" path="orders">
          <ReferenceManyField
            reference="orders"
            target="partner"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
            pagination={<Pagination />}
          >
            <Datagrid bulkActionButtons={false} rowClick="show">
              <TextField source="number" />
              <DateField source="createdAt" locales="pl-PL" />
              <TextField source="prizes" sortable={false} />
              <NumberField source="total_points" locales="pl-PL" />
              <FunctionField source="status" render={(o: { status: string }) => translate(`resources.orders.statuses.${o.status}`)} />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
        <Tab label="resources.partners.tabs.statements" path="statements">
          <ReferenceManyField
            reference="statements"
            target="partner"
            sort={{ field: 'accepted_at', order: 'DESC' }}
            perPage={25}
            pagination={<Pagination />}
          >
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <DateField source="accepted_at" locales="pl-PL" showTime />
              <TextField source="regulations" sortable={false} emptyText="–" />
              <TextField source="privacy_policy" sortable={false} emptyText="–" />
              <BooleanField source="accept_regulations" sortable={false} />
              <BooleanField source="accept_privacy_policy" sortable={false} />
              <BooleanField source="accept_marketing_data_process" sortable={false} />
              <TextField source="ip" sortable={false} emptyText="–" />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
      </TabbedShowLayout>
    </Show>
  )
}
