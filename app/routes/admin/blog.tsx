import { data } from 'react-router';
import { SimplePostForm } from '~/features/articles/admin/simple-post-form';
import { createSimplePost } from '~/features/articles/article-admin.server';
import { requireStaff, requireStaffChange } from '~/features/auth/guard.server';
import { AdminHeading } from '~/features/navigation/admin-sections';
import { orDatabaseFailure } from '~/lib/database-failure.server';
import { postKeepingPage } from '~/lib/refused-request';
import type { Route } from './+types/blog';

// A refused post changed nothing; this page keeps what is on it.
export { keepPageAfterRefusal as shouldRevalidate } from '~/lib/refused-request';

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return null;
}

/** The simple Create Blog Post form: published at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const change = requireStaffChange(context);
  const form = await request.formData();
  const reply = await orDatabaseFailure(
    () => createSimplePost(change, form),
    () => ({ message: 'Error', detail: 'Failed to create blog post. Please try again.' }),
  );
  return data(reply, { status: reply.ok ? 200 : reply.status });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return postKeepingPage(serverAction, {
    failed: { message: 'Error', detail: 'Failed to create blog post. Please try again.' },
  });
}

export default function BlogPostsTab() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6">
      <AdminHeading current="blog" />
      <div className="mt-6 grid gap-6">
        <SimplePostForm />
      </div>
    </main>
  );
}
