import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  future: { v8_middleware: true },
  // Cross-site writes are refused by the root's csrfMiddleware (docs/security.md R19), stricter
  // than React Router's own check, with a 403 and an audit row. That check runs before any
  // middleware and would answer a foreign Origin with a bare 400 nobody audits, so every origin
  // is let through to ours (an Origin that is not a URL at all still gets its 400).
  allowedActionOrigins: ['**'],
  // The browser journeys build into a folder of their own, so two runs never share a build.
  buildDirectory: process.env.KICKOFF_BUILD_DIR ?? 'build',
} satisfies Config;
