import QrCodeIcon from '@mui/icons-material/QrCode2'
import { CodeBatchCreate } from './CodeBatchCreate'
import { CodeBatchList } from './CodeBatchList'
import { CodeBatchShow } from './CodeBatchShow'

export default {
  list: CodeBatchList,
  create: CodeBatchCreate,
  show: CodeBatchShow,
  icon: QrCodeIcon,
  recordRepresentation: (record: { name: string }) => record.name,
}
