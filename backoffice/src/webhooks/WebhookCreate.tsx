import { Alert, Box, Typography } from '@mui/material'
import { useState } from 'react'
import { WEBHOOK_EVENTS } from '@portal/shared'
import { CheckboxGroupInput, Create, Link, required, SimpleForm, TextInput, useTranslate } from 'react-admin'

const EVENTS = Object.entries(WEBHOOK_EVENTS).map(([id, name]) => ({ id, name: `${name} (${id})` }))

/** A new receiver: named, its address and events; the signing secret is shown here once and never again. */
export function WebhookCreate() {
  const translate = useTranslate()
  const [created, setCreated] = useState<{ id: string; name: string; secret: string } | null>(null)
  if (created)
    return (
      <Box sx={{ p: 2, maxWidth: 760 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('resources.webhooks.created.title', { name: created.name })}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.webhooks.created.once')}
        </Alert>
        <Typography
          component="p"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}
          aria-label={translate('resources.webhooks.created.secret')}
        >
          {created.secret}
        </Typography>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('resources.webhooks.created.howToVerify')}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Link to={`/webhooks/${created.id}/show`}>{translate('resources.webhooks.created.done')}</Link>
        </Box>
      </Box>
    )
  return (
    <Create redirect={false} mutationOptions={{ onSuccess: (data: { id: string; name: string; secret: string }) => setCreated(data) }}>
      <SimpleForm>
        <TextInput source="name" validate={required()} fullWidth helperText="resources.webhooks.nameHelp" />
        <TextInput source="url" type="url" validate={required()} fullWidth helperText="resources.webhooks.urlHelp" />
        <CheckboxGroupInput source="events" choices={EVENTS} row={false} validate={required()} />
      </SimpleForm>
    </Create>
  )
}
