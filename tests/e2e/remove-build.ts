import { rmSync } from 'node:fs';

/** Removes the build this run of the journeys made (playwright.config.ts names it). */
export default function removeBuild(): void {
  const dir = process.env.KICKOFF_BUILD_DIR;
  if (dir?.startsWith('build-e2e/')) rmSync(dir, { recursive: true, force: true });
}
