import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

// One project per process: pure rules, Node services on real SQLite, renderer components, and
// end-to-end runs against the browser host in real Chromium. Timeouts are hang guards, not speed
// targets (those live in `npm run bench`): services replaying long battles on real SQLite files
// need more than vitest's 5 s default on a loaded two-core machine.
export default defineConfig({
  test: {
    projects: [
      // Pure rules and components keep no state between files, so their files share one module graph
      // per worker (isolate: false): the suite's imports were most of its time, 460 s against 100 s.
      // Services (main, realm) hold process-wide state such as pending uploads, so they stay isolated.
      { test: { name: 'shared', include: ['src-shared/**/*.test.ts', 'e2e/support/**/*.test.ts'], environment: 'node', testTimeout: 20_000, isolate: false } },
      // The browser host renders the campaigns page with the renderer's components (host/first-page.ts).
      { plugins: [vue()], test: { name: 'main', include: ['src-main/**/*.test.ts'], environment: 'node', pool: 'forks', testTimeout: 30_000 } },
      { test: { name: 'realm', include: ['src-realm/**/*.test.ts'], environment: 'node', pool: 'forks', testTimeout: 30_000 } },
      {
        plugins: [vue()],
        test: { name: 'renderer', include: ['src-renderer/**/*.test.ts'], environment: 'happy-dom', isolate: false, testTimeout: 20_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A poll waits for what the player will see, as Playwright's own expect does (5 s): vitest's
          // 1 s default fails on a loaded two-core machine while a route loads its chunk and the host narrates.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
