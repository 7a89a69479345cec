import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

// Builds the floor page (bench/floor) into FLOOR_OUT_DIR, /tmp/grouppurse-floor by default.
export default defineConfig(() => {
  process.env.NODE_ENV = 'production';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    publicDir: false,
    logLevel: 'warn',
    build: { outDir: process.env.FLOOR_OUT_DIR ?? '/tmp/grouppurse-floor', emptyOutDir: true },
    plugins: [react()],
  } satisfies UserConfig;
});
