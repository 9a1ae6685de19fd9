import { createContext, useContext, useState } from 'react';

/** The server's id of the request a page answers (entry.server.tsx), for its error page. */
export const RequestReference = createContext<string | null>(null);

/**
 * The reference a visitor can quote for a failed page: the request id the server logged it
 * under. In the browser it is read back from the page the server wrote (so hydration finds the
 * same text); a page that failed in the browser alone has none.
 */
export function useRequestReference(): string {
  const fromServer = useContext(RequestReference);
  const [written] = useState(() =>
    typeof document === 'undefined'
      ? ''
      : (document.getElementById(referenceElementId)?.textContent ?? ''),
  );
  return fromServer ?? written;
}

export const referenceElementId = 'error-reference';
