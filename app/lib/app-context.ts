import { createContext } from 'react-router';
import type { Db } from '~/db/create-db.server';

/** What the server host hands every loader and action (tests hand in their own). */
export interface AppServices {
  db: Db;
  /** The public origin, e.g. `https://kickoff.tv`, for canonical URLs and same-site checks. */
  siteUrl: string;
  requestId: string;
  /**
   * The client's IP: the socket's remote address, or what a trusted proxy (TRUST_PROXY) puts in
   * X-Forwarded-For; no other client's header is believed (docs/security.md R32). Used for login
   * throttling and the audit trail.
   */
  clientIp: string;
  /** The clock; injectable so day views and timeouts can be tested. */
  now: () => Date;
  /**
   * Forgets every cached rendering of the public pages. Call it after every save or delete, once
   * the transaction has committed, so the next request shows the new data.
   */
  invalidatePages: () => void;
  /** Signs and checks share links (HMAC-SHA-256, at least 32 bytes; see share-key.server.ts). */
  shareLinkKey: Buffer;
  /**
   * True when the request is for a whole page, false for the `.data` requests the app makes as
   * it navigates: a whole page sends its list rows in its markup only (see `packFixtures`).
   */
  documentRequest?: boolean;
  /**
   * Every staff account must sign in with a second factor (STAFF_TWO_FACTOR=required, the
   * production default); one without enrols as it signs in.
   */
  twoFactorRequired?: boolean;
  /** A site path of the operator's analytics script (ANALYTICS_SCRIPT), or none (decision 0018). */
  analyticsScript?: string | null;
}

export const appContext = createContext<AppServices>();
