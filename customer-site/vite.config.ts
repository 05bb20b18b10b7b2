import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressed } from '../vite.shared.ts';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    compression(precompressed),
    VitePWA({
      // The spec's address for the service worker.
      filename: 'service-worker.js',
      registerType: 'autoUpdate',
      // A separate deferred script registers it: nothing added to the app's own bundle.
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        id: '/',
        name: 'MoveDay: local moves, instant quotes',
        short_name: 'MoveDay',
        description: 'Get an instant estimate for your local move, book it and follow your order.',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f4c5c',
        background_color: '#f5f7f8',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every built file, so the site opens offline and repeat visits start at once.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // The API and the admin console (another app on the same origin) are never answered from this cache.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/admin(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // `@/...` resolves to src/ through the `paths` in tsconfig.json (one definition for tsc and Vite).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    // In development the API runs as its own process (`npm run api`); in production one server serves both.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:8080' },
  },
});
