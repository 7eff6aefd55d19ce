import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src-main/index.ts'),
          service: resolve(__dirname, 'src-service/entry.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // The preload runs sandboxed: it cannot require node_modules, so zod is bundled in.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src-preload/index.ts') },
        output: { format: 'cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    build: {
      rollupOptions: { input: resolve(__dirname, 'src-renderer/index.html') },
    },
    plugins: [react()],
  },
})
