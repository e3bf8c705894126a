import PeopleIcon from '@mui/icons-material/People'
import { PartnerList } from './PartnerList'

export default {
  list: PartnerList,
  icon: PeopleIcon,
  recordRepresentation: (record: { email: string }) => record.email,
}
