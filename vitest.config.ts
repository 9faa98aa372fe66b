import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

// One project per process: pure rules, Node services on real SQLite, renderer components, and
// end-to-end runs against the browser host in real Chromium.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['src-shared/**/*.test.ts', 'e2e/support/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'main', include: ['src-main/**/*.test.ts'], environment: 'node', pool: 'forks' } },
      { test: { name: 'realm', include: ['src-realm/**/*.test.ts'], environment: 'node', pool: 'forks', testTimeout: 30_000 } },
      {
        plugins: [vue()],
        test: { name: 'renderer', include: ['src-renderer/**/*.test.ts'], environment: 'happy-dom' },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
