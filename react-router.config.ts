import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  future: { v8_middleware: true },
  // The browser journeys build into a folder of their own, so two runs never share a build.
  buildDirectory: process.env.KICKOFF_BUILD_DIR ?? 'build',
} satisfies Config;
