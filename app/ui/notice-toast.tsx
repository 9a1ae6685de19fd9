import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

/**
 * Shows the toast a redirect asked for with `?notice=…` (no cookies for flash messages), then
 * drops the parameter so a reload does not show it again.
 */
export function NoticeToast({
  notices,
}: {
  notices: Record<string, { title: string; description: string; error?: boolean }>;
}) {
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
