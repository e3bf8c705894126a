import polyglotI18nProvider from 'ra-i18n-polyglot'
import { Admin, CustomRoutes, defaultTheme, Notification, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import type { StaffRole } from '@portal/shared'
import { authProvider } from './authProvider'
import { dataProvider } from './dataProvider'
import { polishMessages } from './i18n/pl'
import apiKeys from './api-keys'
import webhooks from './webhooks'
import webhookDeliveries from './webhook-deliveries'
import fraudCases from './fraud-cases'
import auditLog from './audit-log'
import codeBatches from './code-batches'
import { CodeBatchImport } from './code-batches/CodeBatchImport'
import codes from './codes'
import companies from './companies'
import contactMessages from './contact-messages'
import { Dashboard } from './dashboard/Dashboard'
import { ExportsPage } from './exports/ExportsPage'
import invitations from './invitations'
import { InvitationImport } from './invitations/InvitationImport'
import { BackOfficeLayout } from './Menu'
import ledgerAdjustments from './ledger-adjustments'
import { AdjustmentImport } from './ledger-adjustments/AdjustmentImport'
import orders from './orders'
import partners from './partners'
import rankingPublications from './ranking-publications'
import { RankingImport } from './ranking-publications/RankingImport'
import { TaxPage } from './tax/TaxPage'

const i18nProvider = polyglotI18nProvider(() => polishMessages, 'pl', [{ locale: 'pl', name: 'Polski' }], { allowMissing: true })

/** The programme's colours, dark enough for WCAG AA contrast on white and under white text. */
const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0b4f6c' }, secondary: { main: '#083a50' } },
}

/** Messages at the top: at the bottom they covered a phone's save and send buttons, and the field being filled in. */
const TopNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />

export function App() {
  return (
    <Admin
      title="Panel programu partnerskiego"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      dashboard={Dashboard}
      layout={BackOfficeLayout}
      notification={TopNotification}
      requireAuth
      disableTelemetry
    >
      {(permissions?: StaffRole[]) => (
        <>
          <Resource name="orders" {...orders} />
          <Resource name="invitations" {...invitations} />
          <Resource name="partners" {...partners} />
          <Resource name="companies" {...companies} />
          <Resource name="ledger-adjustments" {...ledgerAdjustments} />
          <Resource name="code-batches" {...codeBatches} />
          <Resource name="codes" {...codes} />
          <Resource name="ranking-publications" {...rankingPublications} />
          <Resource name="contact-messages" {...contactMessages} />
          <Resource name="fraud-cases" {...fraudCases} />
          <Resource name="audit-log" {...auditLog} />
          {/* Machine clients' keys: an admin's alone. */}
          {permissions?.includes('admin') && <Resource name="api-keys" {...apiKeys} />}
          {permissions?.includes('admin') && <Resource name="webhooks" {...webhooks} />}
          {permissions?.includes('admin') && <Resource name="webhook-deliveries" {...webhookDeliveries} />}
          <Resource name="products" recordRepresentation="name" />
          <Resource name="provinces" recordRepresentation="name" />
          <Resource name="ledger-entries" />
          <Resource name="statements" />
          <CustomRoutes>
            <Route path="/code-batches/import" element={<CodeBatchImport />} />
            <Route path="/ranking-publications/import" element={<RankingImport />} />
            <Route path="/ledger-adjustments/import" element={<AdjustmentImport />} />
            <Route path="/invitations/import" element={<InvitationImport />} />
            <Route path="/exports" element={<ExportsPage />} />
            <Route path="/tax" element={<TaxPage />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  )
}
