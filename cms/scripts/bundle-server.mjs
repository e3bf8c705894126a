// Bundles the server's own TypeScript (and @portal/shared) into one JavaScript file, build/server.mjs, so
// `npm run serve` runs on plain Node: under tsx every module passed through a loader thread that kept ~70 MB
// (bench:hot, RSS). Packages from node_modules stay imports; build/ sits beside src/, so paths resolve the same.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'build/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['production'],
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-imports',
      setup(bundle) {
        bundle.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
