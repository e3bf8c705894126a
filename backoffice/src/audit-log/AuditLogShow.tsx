import { Box, Typography } from '@mui/material'
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin'
import { RecordLink } from './RecordLink'

type Entry = { before: Record<string, unknown> | null; after: Record<string, unknown> | null }

/** The fields an action changed, before and after, side by side. */
function Changes({ entry }: { entry: Entry }) {
  const translate = useTranslate()
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]),
  )
  if (keys.length === 0) return <Typography variant="body2">–</Typography>
  const show = (value: unknown) =>
    value === undefined || value === null ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        '& td, & th': { border: '1px solid #ddd', p: 0.5, textAlign: 'left', verticalAlign: 'top', wordBreak: 'break-word' },
      }}
    >
      <thead>
        <tr>
          <th>{translate('resources.audit-log.field')}</th>
          <th>{translate('resources.audit-log.fields.before')}</th>
          <th>{translate('resources.audit-log.fields.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <td>{key}</td>
            <td>{show(entry.before?.[key])}</td>
            <td>{show(entry.after?.[key])}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  )
}

/** "Wpis dziennika: Zablokowano logowanie", not the entry's id. */
function AuditTitle() {
  const entry = useRecordContext<{ action_label: string }>()
  const translate = useTranslate()
  return <span>{`${translate('resources.audit-log.name', { smart_count: 1 })}${entry ? `: ${entry.action_label}` : ''}`}</span>
}

export function AuditLogShow() {
  return (
    <Show actions={<TopToolbar />} title={<AuditTitle />}>
      <SimpleShowLayout>
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="staff_email" />
        <TextField source="action_label" />
        <TextField source="resource_name" />
        <RecordLink source="resource_label" />
        <FunctionField source="changes" render={(entry: Entry) => <Changes entry={entry} />} />
      </SimpleShowLayout>
    </Show>
  )
}
