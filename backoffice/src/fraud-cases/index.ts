import ReportIcon from '@mui/icons-material/Report'
import { FraudCaseList } from './FraudCaseList'
import { FraudCaseShow } from './FraudCaseShow'

export default {
  list: FraudCaseList,
  show: FraudCaseShow,
  icon: ReportIcon,
  recordRepresentation: (record: { signal_name: string }) => record.signal_name,
}
