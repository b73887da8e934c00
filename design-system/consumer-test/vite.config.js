import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: no "source" condition, so @harakeke/* resolve to the tarballs' dist/.
export default defineConfig({ plugins: [react()], build: { sourcemap: false } });
