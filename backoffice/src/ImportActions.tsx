import UploadIcon from '@mui/icons-material/Upload'
import { Link } from 'react-router-dom'
import { Button, CreateButton, TopToolbar, useResourceContext } from 'react-admin'
import { useCanOperate } from './permissions'

/** A list's toolbar for programme staff: create one (unless `create` is false) and import many from a file. */
export function ImportActions({ create = true }: { create?: boolean }) {
  const resource = useResourceContext()
  const canOperate = useCanOperate()
  if (!canOperate) return <TopToolbar />
  return (
    <TopToolbar>
      {create && <CreateButton />}
      <Button component={Link} to={`/${resource}/import`} label={`resources.${resource}.actions.import`}>
        <UploadIcon />
      </Button>
    </TopToolbar>
  )
}
