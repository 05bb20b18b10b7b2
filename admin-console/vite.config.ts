import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The server mounts the console under /admin/; asset URLs must carry that prefix.
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    // In development the API runs as its own process (`npm run api`); in production one server serves both.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
