import { CardContent, Typography } from '@mui/material'
import { useGetResourceLabel, useListContext, useTranslate } from 'react-admin'
import { TextButton } from './TextButton'

/** react-admin's "no results" with a clear-filters button that keeps its words on a phone. */
export function NoResults() {
  const translate = useTranslate()
  const getResourceLabel = useGetResourceLabel()
  const { filterValues, setFilters, resource } = useListContext()
  const filtered = Object.keys(filterValues ?? {}).length > 0
  const name = getResourceLabel(resource, 0)
  return (
    <CardContent>
      <Typography variant="body2">
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { resource, name })}{' '}
        {filtered && <TextButton label="ra.navigation.clear_filters" onClick={() => setFilters({}, [])} />}
      </Typography>
    </CardContent>
  )
}
