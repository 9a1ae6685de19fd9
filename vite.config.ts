import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { channelColoursCss } from './app/features/channels/channel-colours';

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

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our request handler, which imports the React Router build.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : undefined,
  plugins: [channelColours(), tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
}));
