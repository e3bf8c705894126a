import polyglotI18nProvider from 'ra-i18n-polyglot'
import { Admin, defaultTheme, Resource } from 'react-admin'
import { authProvider } from './authProvider'
import { dataProvider } from './dataProvider'
import { polishMessages } from './i18n/pl'
import partners from './partners'

const i18nProvider = polyglotI18nProvider(() => polishMessages, 'pl', [{ locale: 'pl', name: 'Polski' }], { allowMissing: true })

/** The programme's colours, dark enough for WCAG AA contrast on white and under white text. */
const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#0b4f6c' }, secondary: { main: '#083a50' } },
}

export function App() {
  return (
    <Admin title="Panel programu partnerskiego" dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} requireAuth disableTelemetry>
      <Resource name="partners" {...partners} />
    </Admin>
  )
}
