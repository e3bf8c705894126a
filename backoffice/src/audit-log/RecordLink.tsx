import { Link } from '@mui/material'
import type { MouseEvent } from 'react'
import { Link as RouterLink, useRecordContext } from 'react-admin'

type Entry = { resource_label: string | null; resource_id: string | null; link: string | null }

/** The record as people name it, linked to its back-office screen where there is one. */
export function RecordLink(_props: { source: 'resource_label'; sortable?: boolean }) {
  const entry = useRecordContext<Entry>()
  if (!entry) return null
  const text = entry.resource_label ?? entry.resource_id ?? '–'
  if (!entry.link) return <span>{text}</span>
  return (
    <Link component={RouterLink} to={entry.link} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {text}
    </Link>
  )
}
