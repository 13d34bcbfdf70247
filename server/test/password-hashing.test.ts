import argon2 from 'argon2';
import { HASHES_AT_ONCE } from '../src/lib/passwords';
import { createUser, uniqueEmail } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';

// Issue 67: argon2id takes 19 MiB a hash, so logins at once queue for a few hashes at a time.

describe('many logins at once', () => {
  const ctx = useTestApp('sqlite');

  /** Counts argon2's hashes and verifications running at once while `work` runs. */
  async function mostAtOnce(work: () => Promise<void>) {
    let running = 0;
    let most = 0;
    const counted =
      <A extends unknown[], R>(original: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await original(...args);
        } finally {
          running -= 1;
        }
      };
    const verify = jest.spyOn(argon2, 'verify');
    verify.mockImplementation(counted(verify.getMockImplementation() ?? argon2.verify));
    const hash = jest.spyOn(argon2, 'hash');
    hash.mockImplementation(counted(hash.getMockImplementation() ?? argon2.hash));
    try {
      await work();
    } finally {
      verify.mockRestore();
      hash.mockRestore();
    }
    return most;
  }

  it('answers each login as alone, hashing a few at a time', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx, 'INT')));
    const attempts = [
      ...users.flatMap((user) => [
        ...Array.from({ length: 4 }, () => ({
          email: user.email,
          password: user.password,
          ok: true,
        })),
        { email: user.email, password: 'Not-the-password-1', ok: false },
      ]),
      ...Array.from({ length: 4 }, () => ({
        email: uniqueEmail('nobody'),
        password: 'Not-the-password-1',
        ok: false,
      })),
    ];
    let answers: { statusCode: number; json: () => Record<string, unknown> }[] = [];
    const most = await mostAtOnce(async () => {
      answers = await Promise.all(
        attempts.map(({ email, password }) =>
          ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } }),
        ),
      );
    });
    attempts.forEach((attempt, index) => {
      const answer = answers[index];
      if (attempt.ok) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().token).toEqual(expect.any(String));
      } else {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ message: 'Invalid email or password' });
      }
    });
    const tokens = answers.filter((_, index) => attempts[index].ok).map((a) => a.json().token);
    expect(new Set(tokens).size).toBe(16);
    expect(most).toBe(HASHES_AT_ONCE);
  });
});
