import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { builtMarkdownWorkerName } from './app/features/articles/markdown-worker-pool.server';
import { channelColoursCss } from './app/features/channels/channel-colours-css';

/**
 * The channel chip colours, generated from the catalogue at build time and bundled into the
 * site's one stylesheet (no extra render-blocking request, no inline styles).
 */
function channelColours(): Plugin {
  const id = 'virtual:channel-colours.css';
  return {
    name: 'kickoff-channel-colours',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? channelColoursCss : null),
  };
}

/**
 * The article Markdown worker (decision 0024) as a file of its own in the server build,
 * `article-markdown-worker.js` beside index.js, and its address put into the pool that starts it
 * (Rollup's import.meta.ROLLUP_FILE_URL_, right from whichever chunk the pool lands in).
 */
function articleMarkdownWorker(): Plugin {
  const folder = fileURLToPath(new URL('./app/features/articles/', import.meta.url));
  const pool = `${folder}markdown-worker-pool.server.ts`;
  const marker = /const bundledWorkerUrl\b[^=;]*= null;/;
  let worker = '';
  let told = false;
  return {
    name: 'kickoff-article-markdown-worker',
    apply: 'build',
    buildStart() {
      worker = this.emitFile({
        type: 'chunk',
        id: `${folder}markdown-worker.server.ts`,
        fileName: `${builtMarkdownWorkerName}.js`,
      });
    },
    transform(code, id) {
      if (id.split('?')[0] !== pool) return null;
      if (!marker.test(code)) this.error('no `const bundledWorkerUrl = null;` to set');
      told = true;
      return {
        code: code.replace(
          marker,
          `const bundledWorkerUrl = import.meta.ROLLUP_FILE_URL_${worker};`,
        ),
        map: null,
      };
    },
    generateBundle() {
      if (!told) this.error(`${pool} was not in the build: nothing starts the worker`);
    },
  };
}

const framework =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;

// The code public pages run on first view, in two files: `site`, what every page runs (the
// document, the public shell, page metadata, and the helpers articles share with lists);
// `lists`, what the pages with fixture lists add. The bench weighs both (P5).
const firstViewFiles = {
  site: [
    'root.tsx',
    'routes/public/site-layout.tsx',
    'features/seo/route-meta.ts',
    'lib/london-time.ts',
    'features/channels/channel-colours.ts',
  ],
  lists: [
    'features/listings/components/listing-page-view.tsx',
    'features/listings/components/day-navigation.tsx',
  ],
};

/**
 * The browser build's rule for which file a module goes in: the framework every page needs;
 * `site` or `lists` (above: everything those modules import, statically); or (undefined)
 * wherever Rollup puts it: a route's own code with the route, and what a visitor opens later (the phone drawer's
 * panels, My services, the catalogues behind marks and favourites, the staff screens and their
 * toasts) in files loaded when it is needed. A page then loads a handful of files
 * (docs/performance.md P6: at most 12 requests).
 */
function chunkOf(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let firstView: Map<string, string> | undefined; // one build's, worked out once
  return (id, { getModuleInfo }) => {
    if (framework.test(id)) return 'framework';
    firstView ??= firstViewChunks(getModuleInfo);
    return firstView.get(id);
  };
}

/** The file of each module the first-view files import, directly or not, statically. */
function firstViewChunks(getModuleInfo: ManualChunkMeta['getModuleInfo']): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [chunk, files] of Object.entries(firstViewFiles)) {
    const visit = (id: string) => {
      const info = getModuleInfo(id);
      if (!info || chunks.has(id) || framework.test(id)) return;
      chunks.set(id, chunk);
      info.importedIds.forEach(visit);
    };
    for (const file of files) {
      const id = fileURLToPath(new URL(`./app/${file}`, import.meta.url));
      if (!getModuleInfo(id)) throw new Error(`vite.config.ts: no app/${file} in the build`);
      visit(id);
    }
  }
  return chunks;
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our request handler, which imports the React Router build.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : // A page loads its route modules and what they share; Rollup would split the shared code
      // into a file per combination of pages (over 20 small files on a list page). Merging small
      // files keeps a page to a handful of requests (docs/performance.md P6: at most 12).
      { rollupOptions: { output: { manualChunks: chunkOf() } } },
  plugins: [
    isSsrBuild && articleMarkdownWorker(),
    channelColours(),
    tailwindcss(),
    reactRouter(),
    // The hashed scripts and styles are compressed once, as hard as brotli and gzip go (brotli
    // is ~14% smaller than gzip here), and served as they are (server/host.ts serves /assets).
    !isSsrBuild &&
      compression({
        include: /^assets\/.+\.(?:js|css|svg)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
}));
