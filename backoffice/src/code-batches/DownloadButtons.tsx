import DownloadIcon from '@mui/icons-material/Download'
import { Button, useRecordContext } from 'react-admin'
import { API_URL } from '../httpClient'

/** Plain links: the browser downloads the streamed CSV and PDF with the session cookie. */
export function DownloadButtons() {
  const batch = useRecordContext<{ id: string }>()
  if (!batch) return null
  const stop = (event: React.MouseEvent) => event.stopPropagation()
  return (
    <>
      <Button
        component="a"
        href={`${API_URL}/code-batches/${batch.id}/codes.csv`}
        download
        label="resources.code-batches.actions.csv"
        onClick={stop}
      >
        <DownloadIcon />
      </Button>
      <Button
        component="a"
        href={`${API_URL}/code-batches/${batch.id}/codes.pdf`}
        download
        label="resources.code-batches.actions.pdf"
        onClick={stop}
      >
        <DownloadIcon />
      </Button>
    </>
  )
}
