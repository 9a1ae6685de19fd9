// Starts the article Markdown worker from its TypeScript source (npm run dev, the server's
// start-up under tsx, Vitest): tsx compiles it in this thread, with the project's tsconfig (the
// `~` alias). The production build runs the bundled worker instead (decision 0024).
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)),
});
