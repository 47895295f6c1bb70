// Vite config for the web app. The dev server proxies every server-owned path to the API
// on :4000 so the browser sees one origin, exactly as in production where the server
// serves web/dist itself.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://127.0.0.1:4000';

export default defineConfig({
  // Pinned so `vite build web` from the repo root and `npm run build -w web` agree.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      // ws: GraphQL subscriptions (graphql-ws) share the /graphql path.
      '/graphql': { target: apiOrigin, ws: true },
      '/api': apiOrigin,
      '/uploads': apiOrigin,
      '/healthz': apiOrigin,
      '/readyz': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks stay cached
        // across deploys. Together they are still loaded up front (no waterfall).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/, priority: 2 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
