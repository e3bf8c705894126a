import polyglotI18nProvider from 'ra-i18n-polyglot'
import { Admin, Resource } from 'react-admin'
import { authProvider } from './authProvider'
import { dataProvider } from './dataProvider'
import { polishMessages } from './i18n/pl'
import partners from './partners'

const i18nProvider = polyglotI18nProvider(() => polishMessages, 'pl', [{ locale: 'pl', name: 'Polski' }], { allowMissing: true })

export function App() {
  return (
    <Admin title="Panel programu partnerskiego" dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} requireAuth disableTelemetry>
      <Resource name="partners" {...partners} />
    </Admin>
  )
}
