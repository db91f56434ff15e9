import { defineConfig } from 'vite';

// Resolve @rollwright/dice exactly as a plugin author's bundler would: through its published
// "exports" (dist/), not the repo's source condition. Build the packages first (`pnpm build`).
export default defineConfig({
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
