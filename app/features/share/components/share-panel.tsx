import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { clientAction } from '~/routes/admin/share-link';
import { useFormReply } from '~/ui/use-form-reply';

/** Database Fixtures: a signed read-only link to the saved fixtures, and Copy. */
export function SharePanel() {
  const fetcher = useFetcher<typeof clientAction>();
  const linkId = useId();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);

  useFormReply(fetcher, {
    ok: (reply) => {
      setLink(new URL(reply.path, window.location.origin).toString());
      toast.success('Link Generated');
    },
  });

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Copied!');
    } catch {
      toast.error('Error', {
        description: 'Failed to copy link. Please try manually selecting and copying.',
      });
    }
  }

  return (
    <section aria-labelledby="database-fixtures" className="card">
      <h2 id="database-fixtures" className="text-lg font-bold">
        Database Fixtures
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        A read-only link to the upcoming saved fixtures, to send to someone without an account.
      </p>
      <button
        type="button"
        className="button mt-3"
        disabled={fetcher.state !== 'idle'}
        onClick={() => fetcher.submit(null, { method: 'post', action: '/admin/share-link' })}
      >
        Generate Shareable Link
      </button>
      {link && (
        <div className="mt-3 flex gap-2">
          <label htmlFor={linkId} className="sr-only">
            Shareable link
          </label>
          <input
            id={linkId}
            className="field font-mono text-xs"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="button-quiet shrink-0" onClick={copy}>
            {copied ? 'Copied!' : 'Copy'}
          </button>
        </div>
      )}
    </section>
  );
}
