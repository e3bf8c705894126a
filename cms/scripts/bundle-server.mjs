// Bundles the server's own TypeScript (and @portal/shared) into build/server.mjs, so `npm run serve` runs on plain
// Node: under tsx every module passed through a loader thread that kept ~70 MB (bench:hot, RSS). Packages from
// node_modules stay imports; build/ sits beside src/, so paths resolve the same. Dynamic imports stay separate
// chunks: the entry loads only what starts the embedded database, and the rest loads while it starts (cold start).
import fs from 'node:fs'
import { build } from 'esbuild'

fs.rmSync('build', { recursive: true, force: true })
await build({
  entryPoints: ['src/server.ts'],
  outdir: 'build',
  outExtension: { '.js': '.mjs' },
  chunkNames: '[name]-[hash]',
  splitting: true,
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
