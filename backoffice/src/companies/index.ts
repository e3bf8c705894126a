import BusinessIcon from '@mui/icons-material/Business'
import { CompanyEdit } from './CompanyEdit'
import { CompanyList } from './CompanyList'
import { CompanyShow } from './CompanyShow'

export default {
  list: CompanyList,
  show: CompanyShow,
  edit: CompanyEdit,
  icon: BusinessIcon,
  recordRepresentation: (record: { name: string }) => record.name,
}
