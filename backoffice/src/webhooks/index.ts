import WebhookIcon from '@mui/icons-material/Webhook'
import { WebhookCreate } from './WebhookCreate'
import { WebhookList } from './WebhookList'
import { WebhookShow } from './WebhookShow'

export default {
  list: WebhookList,
  create: WebhookCreate,
  show: WebhookShow,
  icon: WebhookIcon,
  recordRepresentation: (record: { name: string }) => record.name,
}
