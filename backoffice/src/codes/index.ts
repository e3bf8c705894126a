import PinIcon from '@mui/icons-material/Pin'
import { CodeList } from './CodeList'

export default {
  list: CodeList,
  icon: PinIcon,
  recordRepresentation: (record: { code: string }) => record.code,
}
