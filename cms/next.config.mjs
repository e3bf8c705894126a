import { withPayload } from '@payloadcms/next/withPayload'

/** Next serves only Payload's admin panel (and its /cms-api REST) inside our Express process. */
const nextConfig = {
  transpilePackages: ['@portal/shared'],
  poweredByHeader: false,
  // Types are checked once by `npm run typecheck`; the admin build need not repeat it.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
