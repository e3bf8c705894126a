import { usePermissions } from 'react-admin'
import type { StaffRole } from '@portal/shared'

/** Programme staff and admins run operations; auditors only read (the server enforces it, this hides the buttons). */
export function useCanOperate(): boolean {
  const { permissions } = usePermissions<StaffRole[]>()
  return Boolean(permissions?.includes('programme') || permissions?.includes('admin'))
}

export function useIsAuditor(): boolean {
  const { permissions } = usePermissions<StaffRole[]>()
  return Boolean(permissions?.includes('auditor') || permissions?.includes('admin'))
}
