import MailOutlineIcon from '@mui/icons-material/ForwardToInbox'
import { InvitationCreate } from './InvitationCreate'
import { InvitationList } from './InvitationList'

export default {
  list: InvitationList,
  create: InvitationCreate,
  icon: MailOutlineIcon,
  recordRepresentation: (record: { email: string }) => record.email,
}
