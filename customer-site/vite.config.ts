import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // `@/...` resolves to src/ through the `paths` in tsconfig.json (one definition for tsc and Vite).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    // In development the API runs as its own process (`npm run api`); in production one server serves both.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
