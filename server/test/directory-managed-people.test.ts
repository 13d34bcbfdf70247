import { createUser, loginAdmin, uniqueEmail } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;
type Person = Awaited<ReturnType<typeof createUser>>;

const PHONE = '+254712345678';
const SW = { 'accept-language': 'sw' };

describeEachDatabase('people a directory manages (issue 89)', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);
  let admin: Headers;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });
  const userRow = (id: number) =>
    ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A supervisor with a phone number whom the directory `name` provisioned. */
  async function managedSupervisor(name: string) {
    const created = await call('POST', '/Directories', admin, { Name: name });
    const directoryId = created.json().DirectoryID as number;
    const person = await createUser(ctx, 'SUP');
    await ctx.app.db
      .updateTable('users')
      .set({ directory_id: directoryId, phone_number: PHONE, external_id: `ext-${person.id}` })
      .where('id', '=', person.id)
      .execute();
    const row = await userRow(person.id);
    return { ...person, name: row.name, directoryId };
  }
  const details = (person: Person & { name: string }, changes: object = {}) => ({
    Name: person.name,
    Email: person.email,
    PhoneNumber: PHONE,
    ...changes,
  });

  it('names the directory on the profile to edit and in the Supervisors list', async () => {
    const person = await managedSupervisor('Contoso Entra ID');
    const edit = await call('GET', `/User/${person.id}/edit`, admin);
    expect(edit.json().User).toMatchObject({ user_id: person.id, ManagedBy: 'Contoso Entra ID' });
    const own = await call('GET', `/User/${person.id}/edit`, person.headers);
    expect(own.json().User.ManagedBy).toBe('Contoso Entra ID');
    for (const url of ['/Admin/User/Supervisors', '/Admin/User/Supervisors?page=1&pageSize=100']) {
      const rows = (await call('GET', url, admin)).json().Supervisors;
      const row = rows.find((one: { user_id: number }) => one.user_id === person.id);
      expect([url, row.ManagedBy]).toEqual([url, 'Contoso Entra ID']);
      const other = rows.find((one: { user_id: number }) => one.user_id !== person.id);
      expect(other?.ManagedBy ?? null).toBeNull();
    }
  });

  it.each([
    ['Name', { Name: 'Another Name' }],
    ['Email', { Email: uniqueEmail('moved') }],
    ['PhoneNumber', { PhoneNumber: '+254722000111' }],
  ])("refuses an administrator's change of the %s (409) and keeps it", async (_field, changes) => {
    const person = await managedSupervisor('Okta');
    const before = await userRow(person.id);
    const res = await call('PUT', `/User/${person.id}`, admin, details(person, changes));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This account is managed by Okta: change it there.');
    expect(await userRow(person.id)).toEqual(before);
  });

  it("refuses the person's own change, in the request's language", async () => {
    const person = await managedSupervisor('Okta Kenya');
    const res = await call(
      'PUT',
      `/User/${person.id}`,
      { ...person.headers, ...SW },
      details(person, { PhoneNumber: '+254722000111' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Akaunti hii inasimamiwa na Okta Kenya: ibadilishe huko.');
    expect((await userRow(person.id)).phone_number).toBe(PHONE);
  });

  it('saves what the directory does not own (the Department) with its own fields unchanged', async () => {
    const person = await managedSupervisor('Contoso');
    const res = await call('PUT', `/User/${person.id}`, admin, details(person, { Position: 2 }));
    expect(res.statusCode).toBe(200);
    expect((await userRow(person.id)).position_id).toBe(2);
  });

  it('changes the Department alone, even of a person the directory gave no phone number', async () => {
    const person = await managedSupervisor('Contoso Phoneless');
    await ctx.app.db
      .updateTable('users')
      .set({ phone_number: null })
      .where('id', '=', person.id)
      .execute();
    const res = await call('PUT', `/User/${person.id}`, admin, { Position: 2 });
    expect(res.statusCode).toBe(200);
    expect(await userRow(person.id)).toMatchObject({ position_id: 2, phone_number: null });
    const own = await call('PUT', `/User/${person.id}`, person.headers, { Position: 1 });
    expect(own.statusCode).toBe(403);
    expect((await userRow(person.id)).position_id).toBe(2);
    const unknown = await call('PUT', `/User/${person.id}`, admin, { Position: 999999 });
    expect(unknown.statusCode).toBe(422);
  });

  it("refuses the administrator's Delete (409): the directory deactivates", async () => {
    const person = await managedSupervisor('Contoso HR');
    const res = await call('DELETE', `/User/${person.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This account is managed by Contoso HR: change it there.');
    expect((await userRow(person.id)).archived_at).toBeNull();
    expect((await call('GET', `/User/${person.id}/edit`, person.headers)).statusCode).toBe(200);
  });

  it('lets an administrator change and delete the person once the directory is disconnected', async () => {
    const person = await managedSupervisor('Old Okta');
    expect((await call('DELETE', `/Directories/${person.directoryId}`, admin)).statusCode).toBe(
      204,
    );
    const edit = await call('GET', `/User/${person.id}/edit`, admin);
    expect(edit.json().User.ManagedBy).toBeNull();
    const renamed = details(person, { Name: 'Renamed Here' });
    expect((await call('PUT', `/User/${person.id}`, admin, renamed)).statusCode).toBe(200);
    expect((await userRow(person.id)).name).toBe('Renamed Here');
    expect((await call('DELETE', `/User/${person.id}`, admin)).statusCode).toBe(200);
    expect((await userRow(person.id)).archived_at).not.toBeNull();
  });
});
