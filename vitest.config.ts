import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'cli/**/*.test.ts'],
    setupFiles: ['./tests/setup-unit.ts'],
    testTimeout: 30_000,
    pool: 'forks',
  },
});
