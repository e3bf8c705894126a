import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { DownloadButtons } from './DownloadButtons'
import { RevokeButton } from './RevokeButton'

export function CodeBatchShow() {
  const translate = useTranslate()
  return (
    <Show
      actions={
        <TopToolbar>
          <DownloadButtons />
          <RevokeButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <FunctionField source="kind" render={(batch: { kind: string }) => translate(`resources.code-batches.kinds.${batch.kind}`)} />
        <TextField source="product" emptyText="–" />
        <TextField source="training_name" emptyText="–" />
        <DateField source="training_starts_at" locales="pl-PL" emptyText="–" />
        <DateField source="training_ends_at" locales="pl-PL" emptyText="–" />
        <NumberField source="points_per_code" locales="pl-PL" />
        <NumberField source="count" locales="pl-PL" />
        <TextField source="created_by" emptyText="–" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DateField source="revoked_at" locales="pl-PL" showTime emptyText="–" />
        <TextField source="revoked_by" emptyText="–" />
        <FunctionField
          label="resources.code-batches.fields.codes"
          render={(batch: { id: string }) => (
            <Link to={`/codes?filter=${encodeURIComponent(JSON.stringify({ batch_id: batch.id }))}`}>
              {translate('resources.code-batches.actions.showCodes')}
            </Link>
          )}
        />
      </SimpleShowLayout>
    </Show>
  )
}
