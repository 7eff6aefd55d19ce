import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Two groups, one after the other (`sequence.groupOrder`), each two files at a time:
 * 0. everything but electron. commands.test.ts (one file, so its commands never run beside one another) rebuilds
 *    `out/` as `npm run preview:browser` and the others do; the e2e files beside it serve a copy of the renderer
 *    made before any file started (their globalSetup), so nothing here reads `out/` while it is rewritten;
 * 1. electron, which loads and packs the built `out/` itself: it starts once the rebuilds are over.
 */
const afterTheRebuilds = { groupOrder: 1 }

/**
 * Which project runs a test file (issue 42): a test of one module sits beside it, and its suffix says what it needs.
 * Checked by tests/codebase/test-projects.test.ts: every test file in exactly one project.
 *
 *   suffix                 where                        project      runs with
 *   x.test.ts              beside x.ts in src-*,        fast         pure logic: no service, SQLite, keychain, child
 *                          and tests/codebase/                        process, HTTP server or face model (npm run check)
 *   x.test.tsx             beside x.tsx in src-renderer components   happy-dom and Testing Library (npm run check)
 *   x.unit.test.ts         beside x.ts, or in tests/     unit         a real part: an HTTP server on loopback, sharp,
 *                                                                     child processes, workers, the face model
 *   x.sqlite.test.ts       beside x.ts                  sqlite       real SQLite and a data folder (the settings of
 *                                                                     the service project, where they ran before)
 *   x.model.test.ts        beside x.ts                  service      the face model, loaded once per worker (one
 *                                                                     module cache per worker, as the service's tests)
 *   <kind>/*.test.ts       tests/service, client,       service, …   what spans modules or processes: a service, the
 *                          keychain, electron, e2e                    OS keychain, Electron's stand-in, Chromium
 */
const suffixed = ['**/*.unit.test.ts', '**/*.sqlite.test.ts', '**/*.model.test.ts']

/** The e2e projects' browser hosts serve a copy of `out/renderer` (tests/support/rendererSnapshot.ts). */
const servesRendererCopy = ['tests/support/rendererSnapshot.ts']

export default defineConfig({
  test: {
    // Three files at a time on 2 cores, e2e files too: a file waits on HTTP, timers, child processes and Chromium
    // for much of its time (the machine was 61% busy with one e2e file at a time, 94% with two, and 58% on average
    // over the whole suite with two). The suite of 213 files, nothing else running: 551 s with two, 468 s and
    // 452 s with three (two runs, all passing), which keeps `npm test` well under its 10 minutes.
    maxWorkers: 3,
    projects: [
      {
        // `npm run check`'s tests: pure logic beside its source (x.test.ts next to x.ts) and the static checks of
        // the code itself. No service, browser, keychain, model, child process or HTTP server: seconds, not minutes.
        test: {
          name: 'fast',
          include: ['src-*/**/*.test.ts', 'tests/codebase/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...suffixed],
          environment: 'node',
          // Pure tests share one module cache: importing zod and the records once, not per file.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // Renderer components in happy-dom with Testing Library, over a fake transport behind the real bridge
        // (src-renderer/testing/fakeSkin.ts): the screens' logic with no service, no Electron and no browser.
        test: {
          name: 'components',
          include: ['src-renderer/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src-renderer/testing/setup.ts'],
          // One window and module cache for all files, as in the fast project: each test cleans up after itself
          // (setup.ts). 14 files: 4 s, where one environment per file took 14 s.
          pool: 'threads',
          isolate: false,
        },
      },
      // Units that need a real part: a local HTTP server, sharp, child processes, the face model; one module cache
      // per file. Beside their source (x.unit.test.ts), and the codebase and electron checks that lint or pack.
      {
        test: {
          name: 'unit',
          include: ['src-*/**/*.unit.test.ts', 'tests/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        // Main's store and what works on it, on real SQLite in a data folder of their own (x.sqlite.test.ts beside
        // its source): the service project's settings, which they ran with when they lived in tests/store.
        test: {
          name: 'sqlite',
          include: ['src-*/**/*.sqlite.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'service',
          include: [
            'tests/service/**/*.test.ts',
            'tests/client/**/*.test.ts',
            'tests/keychain/**/*.test.ts',
            'src-*/**/*.model.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module cache per worker, not per file: each file starts its own service, data folder and keychain
          // entry, and no test changes the process's globals. The face model and sharp load once per worker: the
          // 73 files took 189 s of wall time, where one module cache per file took 279 s (same machine).
          isolate: false,
        },
      },
      {
        // The conformance subset against the real service's documented record shapes (issue 12).
        test: {
          name: 'client-documented',
          include: [
            'tests/client/pagination.test.ts',
            'tests/client/results-history.test.ts',
            'tests/client/upload-queue.test.ts',
            'tests/client/upload-offline.test.ts',
            'tests/client/reports.test.ts',
            'tests/client/offline-keep.test.ts',
            'tests/client/connectivity.test.ts',
            'tests/client/patient-records.test.ts',
            'tests/client/outbox.test.ts',
            'tests/client/outbox-crash.test.ts',
            'tests/client/treatments.test.ts',
            'tests/client/before-after-sheet.test.ts',
          ],
          env: { SKIN_TEST_DIALECT: 'documented' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        // Electron's built main and preload with a stand-in for the electron module: needs `electron-vite build`.
        test: {
          name: 'electron',
          include: ['tests/electron/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...suffixed],
          testTimeout: 30_000,
          sequence: afterTheRebuilds,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [
            // Only meaningful where the service lists attached applications: e2e-documented runs it.
            'tests/e2e/dialect-documented.test.ts',
            'tests/e2e/documented-visits.test.ts',
            'tests/e2e/documented-journeys.test.ts',
            'tests/e2e/skin-analysis-3.test.ts',
            'tests/e2e/commands.test.ts',
          ],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Each file has its own service, browser host, data folder and Chromium; one module cache per worker
          // (a file that changes a process global puts it back: report-cover's TZ).
          isolate: false,
          globalSetup: servesRendererCopy,
        },
      },
      {
        // The documented dialect in Chromium: one journey per screen (documented-journeys), issue 24's visits,
        // the documented login, and the dataset that is not analysed. The readers and the service check the
        // dialect record by record (client-documented, tests/service/documented-*).
        test: {
          name: 'e2e-documented',
          include: [
            'tests/e2e/documented-journeys.test.ts',
            'tests/e2e/documented-visits.test.ts',
            'tests/e2e/dialect-documented.test.ts',
            'tests/e2e/sign-in.test.ts',
            'tests/e2e/skin-analysis-3.test.ts',
          ],
          env: { SKIN_TEST_DIALECT: 'documented' },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          isolate: false,
          globalSetup: servesRendererCopy,
        },
      },
      {
        // The README's commands as a user types them (npm start, preview:browser, service, bench, dist, icons),
        // in one file: each rebuilds `out/`, so two of them must never run at the same time.
        test: {
          name: 'commands',
          include: ['tests/e2e/commands.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
