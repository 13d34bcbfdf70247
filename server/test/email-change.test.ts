import { createUser, loginAdmin, uniqueEmail } from './helpers/fixtures';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Person = Awaited<ReturnType<typeof createUser>>;

const linkToken = (text: string | undefined) =>
  /http:\/\/app\.test\/confirmEmail\/([\w-]+)/.exec(text ?? '')?.[1] as string;

describeEachDatabase('changing an e-mail (decisions §5)', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx: TestContext = useTestApp(dialect, env);

  const edit = (user: Person, headers: Record<string, string>, body: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/User/${user.id}`,
      headers,
      payload: { Name: 'Moved Person', PhoneNumber: '+254712345678', ...body },
    });
  const confirm = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/Account/ConfirmEmail', payload: { token } });
  const canLogIn = async (email: string, password: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } }))
      .statusCode === 200;
  const stored = (user: Person) =>
    ctx.app.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();

  it('needs the current password for one’s own change; without it or wrong, nothing changes', async () => {
    const user = await createUser(ctx, 'INT');
    const before = await stored(user);
    const newEmail = uniqueEmail('new');
    const none = await edit(user, user.headers, { Email: newEmail });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      CurrentPassword: ['Enter your current password to change your email.'],
    });
    const wrong = await edit(user, user.headers, {
      Email: newEmail,
      CurrentPassword: 'not-mine-at-all',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      CurrentPassword: ['The current password is not correct.'],
    });
    expect(await stored(user)).toEqual(before);
    const outbox = await ctx.app.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', 'in', [newEmail, user.email])
      .execute();
    expect(outbox).toHaveLength(0);
  });

  it('changes it only when the link sent to the new address is opened, and tells the old one', async () => {
    const user = await createUser(ctx, 'SUP');
    const newEmail = uniqueEmail('new');
    const link = smtp.next(newEmail, async () => {
      const res = await edit(user, user.headers, {
        Email: newEmail,
        CurrentPassword: user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Details Updated', PendingEmail: newEmail });
    });
    const mail = await link;
    expect(mail.subject).toBe('Confirm your new email address');
    await smtp.waitFor(() => smtp.to(user.email).length > 0);
    expect(smtp.to(user.email)[0].subject).toBe('A change of your email address was asked for');
    expect(smtp.to(user.email)[0].text).toContain(newEmail);
    expect(smtp.to(user.email)[0].text).not.toContain('/confirmEmail/');

    // Saved: the name at once; the e-mail not yet.
    expect(await stored(user)).toEqual({ name: 'Moved Person', email: user.email });
    expect(await canLogIn(user.email, user.password)).toBe(true);
    expect(await canLogIn(newEmail, user.password)).toBe(false);

    const token = linkToken(mail.text);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Your email has been changed. Log in with it from now on.',
    });
    expect((await stored(user)).email).toBe(newEmail);
    expect(await canLogIn(newEmail, user.password)).toBe(true);
    expect(await canLogIn(user.email, user.password)).toBe(false);
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This link is invalid, used or expired.']);
  });

  it('keeps only the newest link working', async () => {
    const user = await createUser(ctx, 'INT');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const firstMail = await smtp.next(first, () =>
      edit(user, user.headers, { Email: first, CurrentPassword: user.password }),
    );
    const secondMail = await smtp.next(second, () =>
      edit(user, user.headers, { Email: second, CurrentPassword: user.password }),
    );
    expect((await confirm(linkToken(firstMail.text))).statusCode).toBe(422);
    expect((await confirm(linkToken(secondMail.text))).statusCode).toBe(200);
    expect((await stored(user)).email).toBe(second);
  });

  it('does not tell whether the new address is taken; its link then says so', async () => {
    const user = await createUser(ctx, 'INT');
    const owner = await createUser(ctx, 'SUP');
    const mail = await smtp.next(owner.email, async () => {
      const res = await edit(user, user.headers, {
        Email: owner.email,
        CurrentPassword: user.password,
      });
      expect(res.json()).toEqual({ message: 'Details Updated', PendingEmail: owner.email });
    });
    const res = await confirm(linkToken(mail.text));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This email is already used by another account.');
    expect((await stored(user)).email).toBe(user.email);
  });

  it('counts wrong current passwords against the login lock-out', async () => {
    const user = await createUser(ctx, 'INT');
    for (let i = 0; i < 5; i++) {
      const res = await edit(user, user.headers, {
        Email: uniqueEmail('guess'),
        CurrentPassword: `wrong-guess-${i}`,
      });
      expect(res.statusCode).toBe(422);
    }
    const locked = await edit(user, user.headers, {
      Email: uniqueEmail('guess'),
      CurrentPassword: user.password,
    });
    expect(locked.statusCode).toBe(429);
  });

  it("an admin's change takes effect at once and both addresses are told", async () => {
    const admin = await loginAdmin(ctx);
    const user = await createUser(ctx, 'INT');
    const newEmail = uniqueEmail('byadmin');
    const res = await edit(user, admin, { Email: newEmail, Position: '1' });
    expect(res.json()).toEqual({ message: 'Details Updated' });
    expect((await stored(user)).email).toBe(newEmail);
    for (const address of [user.email, newEmail]) {
      await smtp.waitFor(() => smtp.to(address).length > 0);
      expect(smtp.to(address)[0].subject).toBe('The email of your account was changed');
      expect(smtp.to(address)[0].text).toContain(`from ${user.email} to ${newEmail}`);
    }
    expect(await canLogIn(newEmail, user.password)).toBe(true);
  });

  const resetToken = async (email: string) => {
    const mail = await smtp.next(email, () =>
      ctx.app.inject({ method: 'POST', url: '/api/PasswordReset', payload: { email } }),
    );
    return /\/resetPassword\/([\w-]+)/.exec(mail.text ?? '')?.[1] as string;
  };
  const reset = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/Reset', payload: { token, password } });
  /** Someone who knows the user's password asks to move the account to their own address. */
  const pendingChange = async (user: Person) => {
    const theirs = uniqueEmail('taker');
    const told = smtp.to(user.email).length;
    const mail = await smtp.next(theirs, () =>
      edit(user, user.headers, { Email: theirs, CurrentPassword: user.password }),
    );
    // The old address is told too, on its own: wait for it, or it could pass for the next mail.
    await smtp.waitFor(() => smtp.to(user.email).length > told);
    return { theirs, token: linkToken(mail.text) };
  };

  it('a password reset cancels a pending change: its link no longer works', async () => {
    const user = await createUser(ctx, 'INT');
    const taker = await pendingChange(user);
    // The old address was told; its owner resets the password.
    const token = await resetToken(user.email);
    expect((await reset(token, 'Kettle-meadow-42')).statusCode).toBe(200);

    const res = await confirm(taker.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(['This link is invalid, used or expired.']);
    expect((await stored(user)).email).toBe(user.email);
    expect(await canLogIn(user.email, 'Kettle-meadow-42')).toBe(true);
  });

  it("an administrator's change of the e-mail, and an archive, cancel a pending change", async () => {
    const admin = await loginAdmin(ctx);
    const changed = await createUser(ctx, 'INT');
    const taker = await pendingChange(changed);
    const byAdmin = uniqueEmail('byadmin');
    expect((await edit(changed, admin, { Email: byAdmin })).statusCode).toBe(200);
    expect((await confirm(taker.token)).statusCode).toBe(422);
    expect((await stored(changed)).email).toBe(byAdmin);

    const archived = await createUser(ctx, 'SUP');
    await pendingChange(archived);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/User/${archived.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const pending = await ctx.app.db
      .selectFrom('email_changes')
      .select('id')
      .where('user_id', '=', archived.id)
      .where('used_at', 'is', null)
      .execute();
    expect(pending).toEqual([]);
  });

  it('a confirmed change ends the reset links sent to the old address', async () => {
    const user = await createUser(ctx, 'SUP');
    const token = await resetToken(user.email);
    const newEmail = uniqueEmail('moved');
    const mail = await smtp.next(newEmail, () =>
      edit(user, user.headers, { Email: newEmail, CurrentPassword: user.password }),
    );
    expect((await confirm(linkToken(mail.text))).statusCode).toBe(200);

    const res = await reset(token, 'Kettle-meadow-42');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(['This reset link is invalid, used or expired.']);
    expect(await canLogIn(newEmail, user.password)).toBe(true);
  });

  it('saves a profile without an e-mail change with no password and no e-mail', async () => {
    const user = await createUser(ctx, 'INT');
    const res = await edit(user, user.headers, { Email: user.email.toUpperCase() });
    expect(res.json()).toEqual({ message: 'Details Updated' });
    expect(await stored(user)).toEqual({ name: 'Moved Person', email: user.email });
  });
});
