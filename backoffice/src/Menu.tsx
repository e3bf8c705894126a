import DownloadIcon from '@mui/icons-material/Download'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import { Layout, type LayoutProps, Menu } from 'react-admin'
import { useCanOperate, useIsAuditor } from './permissions'

/** The resources, then the auditors' exports and the prize tax (pages, not resources: they list files and sums, not records). */
function BackOfficeMenu() {
  const auditor = useIsAuditor()
  const operator = useCanOperate()
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {auditor && <Menu.Item to="/exports" primaryText="exports.title" leftIcon={<DownloadIcon />} />}
      {(auditor || operator) && <Menu.Item to="/tax" primaryText="tax.title" leftIcon={<ReceiptLongIcon />} />}
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
