import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** One message a browser received through the local push service, decrypted. */
export interface Delivery {
  path: string;
  /** The decrypted payload, parsed. */
  message: unknown;
  /** The VAPID public key the request was signed with (RFC 8292 `k=`). */
  vapidKey: string;
}

/** A browser: its key pair and auth secret, as PushManager.subscribe makes them. */
export interface TestBrowser {
  ecdh: ECDH;
  keys: { p256dh: string; auth: string };
}

export function makeTestBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A certificate for 127.0.0.1 made for this run (push services are only reached over https). */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A push service on https://127.0.0.1 (trusted through `agent`) that speaks the Web Push protocol: it checks each request's VAPID
 * signature (ES256 over the JWT, audience this origin), decrypts its aes128gcm body with the
 * receiving browser's keys (RFC 8291) and answers with `statusFor(path)` (201 by default).
 */
export async function startPushService(
  browsers: ReadonlyMap<string, TestBrowser>,
  statusFor: (path: string) => number = () => 201,
): Promise<{
  origin: string;
  agent: Agent;
  deliveries: Delivery[];
  refused: string[];
  close: () => Promise<void>;
}> {
  const certificate = makeCertificate();
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  const server: Server = createServer(certificate, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const status = statusFor(path);
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`no browser subscribed at ${path}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapidKey = checkVapid(String(req.headers.authorization ?? ''), origin);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.keys.auth,
        });
        if (status >= 200 && status < 300)
          deliveries.push({ path, message: JSON.parse(plain.toString('utf8')), vapidKey });
      } catch (error) {
        refused.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(400).end();
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    agent: new Agent({ ca: certificate.cert }),
    deliveries,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Checks `vapid t=<jwt>, k=<key>` and returns the key. */
function checkVapid(header: string, audience: string): string {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`bad Authorization: ${header}`);
  const [, head, body, signature, key] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud}`);
  return key;
}
