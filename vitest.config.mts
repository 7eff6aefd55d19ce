import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'service',
          include: [
            'tests/service/**/*.test.ts',
            'tests/client/**/*.test.ts',
            'tests/keychain/**/*.test.ts',
            'tests/store/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Electron's built main and preload with a stand-in for the electron module: needs `electron-vite build`.
        test: { name: 'electron', include: ['tests/electron/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
