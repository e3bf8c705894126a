import { Alert, Box, Typography } from '@mui/material'
import { useState } from 'react'
import { API_KEY_SCOPES } from '@portal/shared'
import { CheckboxGroupInput, Create, Link, required, SimpleForm, TextInput, useTranslate } from 'react-admin'

const SCOPES = Object.entries(API_KEY_SCOPES).map(([id, name]) => ({ id, name: `${name} (${id})` }))

/** A new key: named and scoped; the key itself is shown here once and never again (only its SHA-256 is kept). */
export function ApiKeyCreate() {
  const translate = useTranslate()
  const [created, setCreated] = useState<{ id: string; name: string; key: string } | null>(null)
  if (created)
    return (
      <Box sx={{ p: 2, maxWidth: 760 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('resources.api-keys.created.title', { name: created.name })}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.api-keys.created.once')}
        </Alert>
        <Typography
          component="p"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}
          aria-label={translate('resources.api-keys.created.key')}
        >
          {created.key}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Link to={`/api-keys/${created.id}/show`}>{translate('resources.api-keys.created.done')}</Link>
        </Box>
      </Box>
    )
  return (
    <Create redirect={false} mutationOptions={{ onSuccess: (data: { id: string; name: string; key: string }) => setCreated(data) }}>
      <SimpleForm>
        <TextInput source="name" validate={required()} fullWidth helperText="resources.api-keys.nameHelp" />
        <CheckboxGroupInput source="scopes" choices={SCOPES} row={false} validate={required()} />
      </SimpleForm>
    </Create>
  )
}
