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
 * The staff pages' toasts (SPEC 9.1: one at a time, 5 s, swipe right to dismiss), and the
 * notice a redirect asked for with `?notice=…`.
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
    const asked = notices[params.get('notice') ?? ''];
    if (!asked) return;
    const notice = 'read' in asked ? asked.read(params) : asked;
    if (notice)
      (notice.error ? toast.error : toast.success)(notice.title, {
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
