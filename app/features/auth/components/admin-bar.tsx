import { Form, Link } from 'react-router';

/** The admin and login pages' top bar: title home, an "Admin" tag, and the way in or out. */
export function AdminBar({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="font-extrabold tracking-tight whitespace-nowrap">
          Kickoff TV
        </Link>
        <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-bold text-white dark:bg-slate-100 dark:text-slate-900">
          Admin
        </span>
        <nav aria-label="Admin" className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <>
              <Link to="/admin" className="nav-link">
                Dashboard
              </Link>
              <Form method="post" action="/logout">
                <button
                  type="submit"
                  className="button-quiet px-3 py-1.5 text-sm whitespace-nowrap"
                >
                  Log out
                </button>
              </Form>
            </>
          ) : (
            <Link to="/login" className="nav-link">
              Login
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
