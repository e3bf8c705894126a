import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import { OrderList } from './OrderList'
import { OrderShow } from './OrderShow'

export default {
  list: OrderList,
  show: OrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: (record: { number: string }) => record.number,
}
