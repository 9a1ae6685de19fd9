import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';

export const meta: Route.MetaFunction = () => [{ title: 'Kickoff TV' }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = status === 404 ? 'Page not found' : 'Something went wrong';
  const detail =
    status === 404
      ? 'There is no page at this address. Try the full schedule instead.'
      : 'We could not show this page. Please try again in a moment.';
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <p className="text-sm font-semibold text-slate-500">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{heading}</h1>
      <p className="mt-4">{detail}</p>
      <p className="mt-6">
        <a className="font-semibold text-blue-700 underline dark:text-blue-300" href="/schedule">
          See the full schedule
        </a>
      </p>
    </main>
  );
}
