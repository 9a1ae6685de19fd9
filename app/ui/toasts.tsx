import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toaster, toast } from 'sonner';

export type Notices = Record<string, { title: string; description: string; error?: boolean }>;

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
    const notice = notices[params.get('notice') ?? ''];
    if (!notice) return;
    (notice.error ? toast.error : toast.success)(notice.title, { description: notice.description });
    params.delete('notice');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true },
    );
  }, [location.pathname, location.search, navigate, notices]);
  return null;
}
