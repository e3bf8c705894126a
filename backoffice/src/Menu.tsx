import DownloadIcon from '@mui/icons-material/Download'
import { Layout, type LayoutProps, Menu } from 'react-admin'
import { useIsAuditor } from './permissions'

/** The resources, then the auditors' exports page (not a resource: it lists files, not records). */
function BackOfficeMenu() {
  const auditor = useIsAuditor()
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {auditor && <Menu.Item to="/exports" primaryText="exports.title" leftIcon={<DownloadIcon />} />}
    </Menu>
  )
}

// react-admin sizes the layout to its widest child (min-width: fit-content); letting it shrink keeps pages
// inside a 375 px screen, with wide tables and tabs scrolling on their own.
const fitScreen = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
}

export function BackOfficeLayout(props: LayoutProps) {
  return <Layout {...props} menu={BackOfficeMenu} sx={fitScreen} />
}
