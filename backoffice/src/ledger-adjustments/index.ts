import BalanceIcon from '@mui/icons-material/Balance'
import { AdjustmentCreate } from './AdjustmentCreate'
import { AdjustmentList } from './AdjustmentList'

export default {
  list: AdjustmentList,
  create: AdjustmentCreate,
  icon: BalanceIcon,
  recordRepresentation: (record: { reason: string }) => record.reason,
}
