import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toaster, toast } from 'sonner';

export interface Notice {
  title: string;
  description: string;
  error?: boolean;
}

/**
 * The toasts a redirect may ask for, by `?notice=` value: a fixed notice, or one read from
 * the address's other parameters (`params`, dropped with the notice once shown).
 */
export type Notices = Record<
  string,
  Notice | { params: readonly string[]; read: (search: URLSearchParams) => Notice | null }
>;

/**
 * The staff pages' toasts (one at a time, 5 s, swipe right to dismiss), and the notice a redirect
 * asked for with `?notice=…`.
 */
export function Toasts({ notices }: { notices: Notices }) {
  return (
    <>
      <NoticeToast notices={notices} />
      <Toaster
        position="top-center"
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        swipeDirections={['right']}
        // Below the 3.5rem top bar, inside the screen's edges on a phone.
        offset={{ top: 72 }}
        mobileOffset={{ top: 64, left: 8, right: 8 }}
      />
    </>
  );
}

/**
 * Shows the toast a redirect asked for with `?notice=…` (no cookies for flash messages), then
 * drops the parameter so a reload does not show it again.
 */
function NoticeToast({ notices }: { notices: Notices }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const key = params.get('notice') ?? '';
    const asked = notices[key];
    if (!asked) return;
    const notice = 'read' in asked ? asked.read(params) : asked;
    // The same notice again (signing in twice) replaces the earlier toast, not a second one.
    if (notice)
      (notice.error ? toast.error : toast.success)(notice.title, {
        id: `notice-${key}`,
        description: notice.description,
      });
    params.delete('notice');
    if ('read' in asked) for (const name of asked.params) params.delete(name);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true },
    );
  }, [location.pathname, location.search, navigate, notices]);
  return null;
}

/**
 * Shows a refused or failed request as an error toast. An ended session (401) shows none: the
 * admin's sign-in dialog answers it.
 * @example toastFailure({ status: 503, message: 'Error saving fixtures', detail: 'There was a problem: …' })
 */
export function toastFailure(reply: { status?: number; message: string; detail?: string }) {
  if (reply.status === 401) return;
  toast.error(reply.message, { description: reply.detail });
}
