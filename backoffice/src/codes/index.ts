import PinIcon from '@mui/icons-material/Pin'
import { CodeList } from './CodeList'
import { CodeShow } from './CodeShow'

export default {
  list: CodeList,
  show: CodeShow,
  icon: PinIcon,
  recordRepresentation: (record: { code: string }) => record.code,
}
