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

export function BackOfficeLayout(props: LayoutProps) {
  return <Layout {...props} menu={BackOfficeMenu} />
}
