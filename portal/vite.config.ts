import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sanctum': 'http://localhost:3000',
      '/regulamin': 'http://localhost:3000',
      '/polityka-prywatnosci': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack|use-sync-external-store|cookie|set-cookie-parser)\//,
            },
          ],
        },
      },
    },
  },
})
