import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { precompressed } from '../vite.shared.ts';

export default defineConfig({
  // The server mounts the console under /admin/; asset URLs must carry that prefix.
  base: '/admin/',
  plugins: [react(), compression(precompressed)],
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
