import OutboxIcon from '@mui/icons-material/Outbox'
import { DeliveryList } from './DeliveryList'
import { DeliveryShow } from './DeliveryShow'

export default {
  list: DeliveryList,
  show: DeliveryShow,
  icon: OutboxIcon,
  recordRepresentation: (record: { event_name: string }) => record.event_name,
}
