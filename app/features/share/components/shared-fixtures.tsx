import { Link } from 'react-router';
import { FixtureList } from '~/features/listings/components/fixture-list';
import type { PackedFixtures } from '~/features/listings/listed-fixture';

/**
 * The fixtures a share link carries: read-only (no filters), through the same escaped list the
 * schedule uses. Reached from `/schedule?shared_fixtures=...`.
 */
export function SharedFixtures({ fixtures }: { fixtures: PackedFixtures }) {
  return (
    <main id="main" className="page">
      <h1 className="page-title">Shared fixtures</h1>
      <p className="lead">A list of matches someone shared with you. Times are UK time.</p>
      <div className="mt-4">
        <FixtureList fixtures={fixtures} empty={<p className="empty">No Fixtures Found</p>} />
      </div>
      <p className="mt-6">
        <Link className="button-quiet" to="/schedule">
          See every match in the next two weeks
        </Link>
      </p>
    </main>
  );
}
