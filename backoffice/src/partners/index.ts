import PeopleIcon from '@mui/icons-material/People'
import { PartnerEdit } from './PartnerEdit'
import { PartnerList } from './PartnerList'
import { PartnerShow } from './PartnerShow'

export default {
  list: PartnerList,
  show: PartnerShow,
  edit: PartnerEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: { email: string }) => record.email,
}
