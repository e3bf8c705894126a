import KeyIcon from '@mui/icons-material/Key'
import { ApiKeyCreate } from './ApiKeyCreate'
import { ApiKeyList } from './ApiKeyList'
import { ApiKeyShow } from './ApiKeyShow'

export default {
  list: ApiKeyList,
  create: ApiKeyCreate,
  show: ApiKeyShow,
  icon: KeyIcon,
  recordRepresentation: (record: { name: string }) => record.name,
}
