import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/backoffice/api': 'http://localhost:3000', '/sanctum': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
})
