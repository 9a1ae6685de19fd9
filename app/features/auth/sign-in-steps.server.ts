import { data, redirect, type RouterContextProvider } from 'react-router';
import { appContext } from '~/lib/app-context';
import type { LoginResult } from './login.server';
import { challengeEnrolment, completeSecondFactor } from './second-factor.server';
import { readSessionToken, serializeSessionCookie } from './session-cookie.server';
import type { SessionRequest } from './sessions.server';
import { welcomePath } from './welcome-path';

// The steps of signing in that the login page and the account-link pages share: after a right
// password, the code step or the session; after a right code, the session (and, after an
// enrolment, the recovery codes to show once).

/** Who is signing in from where, for the session a step may start. */
export function sessionRequestOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): SessionRequest {
  const { clientIp, siteUrl, now } = context.get(appContext);
  return {
    ip: clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
    previousToken: readSessionToken(request, siteUrl),
    now: now(),
  };
}

/** Retry-After for a refusal that names when to try again. */
export function retryAfter(seconds: number | undefined): Record<string, string> {
  return seconds ? { 'Retry-After': String(seconds) } : {};
}

/** The code step's form data: its challenge and, when enrolling, the QR code again. */
async function codeStep(
  context: Readonly<RouterContextProvider>,
  challenge: string,
  error?: string,
) {
  const { db, shareLinkKey, now } = context.get(appContext);
  const enrol = await challengeEnrolment(db, challenge, shareLinkKey, now());
  return { step: 'code' as const, challenge, enrol, error };
}

/**
 * What follows a right password (see continueSignIn): the code step's form, or the session's
 * cookie and on to `destination`.
 */
export async function nextSignInStep(
  context: Readonly<RouterContextProvider>,
  next: Exclude<LoginResult, { ok: false }>,
  destination: string,
) {
  if (next.ok === 'second-factor') return codeStep(context, next.challenge);
  const { siteUrl } = context.get(appContext);
  return redirect(welcomePath(destination), {
    headers: { 'Set-Cookie': serializeSessionCookie(siteUrl, next.token) },
  });
}

/**
 * The code step's post: a wrong code shows the step again (with Retry-After when locked), an
 * expired one says to start again; a right one signs in, showing the recovery codes first when
 * it completed an enrolment.
 */
export async function answerCodeStep(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  destination: string,
) {
  const { db, siteUrl, shareLinkKey } = context.get(appContext);
  const challenge = String(form.get('challenge') ?? '').slice(0, 100);
  const result = await completeSecondFactor(db, {
    ...sessionRequestOf(request, context),
    challenge,
    code: String(form.get('code') ?? '').slice(0, 64),
    siteKey: shareLinkKey,
  });
  if (!result.ok) {
    if (result.status === 400) return data({ error: result.message }, { status: 400 });
    return data(await codeStep(context, challenge, result.message), {
      status: result.status,
      headers: retryAfter(result.retryAfterSeconds),
    });
  }
  const cookie = { 'Set-Cookie': serializeSessionCookie(siteUrl, result.token) };
  if (result.recoveryCodes) {
    return data(
      { step: 'recovery-codes' as const, codes: result.recoveryCodes, destination },
      { headers: cookie },
    );
  }
  return redirect(welcomePath(destination), { headers: cookie });
}
