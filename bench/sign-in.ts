import { attemptLogin, type LoginInput } from '~/features/auth/login.server';
import { passwordHasher } from '~/features/auth/password.server';
import { createUser } from '~/features/auth/users.server';
import { listTestEngines } from '../tests/support/test-db';
import { median, time, type BenchResult } from './measure';

/** Sign-ins timed per kind of failure; they alternate, so both see the same machine. */
const samples = 24;
/** Addresses whose allowance is spent before their next sign-in is timed. */
const throttledAddresses = 5;

/**
 * docs/security.md R5 and R6, as the sign-in code runs them (SQLite, the app's argon2id
 * parameters): an unknown username takes as long as a wrong password, since it is verified
 * against the dummy hash (median gap <= 10 ms); and a sign-in the throttle refuses is answered
 * without any hash (<= 50 ms). login.server.test.ts checks the work done; this, its time.
 */
export async function benchSignInTiming(): Promise<BenchResult[]> {
  const engine = listTestEngines().find((one) => one.name === 'sqlite')!;
  const { db, cleanup } = await engine.create();
  try {
    const now = new Date('2025-10-30T09:00:00.000Z');
    const password = 'correct horse battery staple';
    const created = await createUser(db, { username: 'timed', password, now }, passwordHasher);
    if (!created.ok) throw new Error(created.message);
    let address = 0;
    /** A fresh address per sign-in, so no per-address limit is reached by accident. */
    const nextIp = () => {
      address += 1;
      return `172.16.${address >> 8}.${address & 255}`;
    };
    const login = (input: Partial<LoginInput>) =>
      attemptLogin(
        db,
        {
          username: 'timed',
          password: 'not the password at all',
          ip: nextIp(),
          userAgent: 'Bench/1.0',
          previousToken: null,
          now,
          ...input,
        },
        { passwords: passwordHasher },
      );
    const failed = async (input: Partial<LoginInput>) => {
      const result = await login(input);
      if (result.ok !== false || result.status !== 401)
        throw new Error(`expected a 401, got ${JSON.stringify(result)}`);
    };

    await failed({ username: 'warm-up' }); // argon2 and the statements, loaded once
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < samples; i++) {
      if (i % 2 === 0) unknown.push(await time(() => failed({ username: `ghost${i}` })));
      else wrong.push(await time(() => failed({})));
    }

    const refused: number[] = [];
    for (let i = 0; i < throttledAddresses; i++) {
      const ip = `198.18.0.${i + 1}`;
      for (let n = 1; n <= 10; n++) await failed({ username: `someone${n}`, ip });
      let status = 0;
      refused.push(
        await time(async () => {
          const result = await login({ username: 'someone11', ip });
          status = result.ok === false ? result.status : 200;
        }),
      );
      if (status !== 429) throw new Error(`the 11th failure from ${ip} got ${status}, not 429`);
    }

    const [unknownMs, wrongMs] = [median(unknown), median(wrong)];
    return [
      {
        name: 'R5 sign-in: unknown user against wrong password, median gap',
        value: Math.abs(unknownMs - wrongMs),
        unit: 'ms',
        budget: 10,
        kind: 'max',
        note: `medians ${unknownMs.toFixed(1)} ms unknown, ${wrongMs.toFixed(1)} ms wrong password, ${samples / 2} of each, argon2id m=19456 t=2 p=1, SQLite`,
      },
      {
        name: 'R6 sign-in refused by the throttle, median',
        value: median(refused),
        unit: 'ms',
        budget: 50,
        kind: 'max',
        note: `the 11th failure from one address (429, no hash), ${throttledAddresses} addresses`,
      },
    ];
  } finally {
    await cleanup();
  }
}
