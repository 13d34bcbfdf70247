import { createUser, loginAdmin, uniqueEmail } from '../helpers/fixtures';
import { ENTERPRISE, USER, connectDirectory, filterQuery, scimClient } from '../helpers/scim';
import { useTestApp, type TestContext } from '../helpers/test-app';
import { describeEachDatabase } from '../helpers/test-db';

/**
 * The requests Microsoft Entra ID's provisioning service sends, in the shapes of its SCIM
 * documentation ("Tutorial: Develop and plan provisioning for a SCIM endpoint"): a lookup by
 * userName before a create, PATCH with capitalised ops and filtered paths, booleans as the
 * strings "True"/"False", the enterprise extension's manager by id, and group membership.
 */
describeEachDatabase('SCIM: a directory like Entra ID provisions staff (issue 89)', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);

  it('creates, updates, promotes, deactivates and brings back a member of staff', async () => {
    const entra = await connectDirectory(ctx, 'Contoso Entra ID');
    const scim = scimClient(ctx, entra.token);
    const email = uniqueEmail('entra');

    const lookup = await scim.get(`/Users?${filterQuery(`userName eq "${email}"`)}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(lookup.json()).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim.post('/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: email,
      active: true,
      emails: [{ primary: true, type: 'work', value: email }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Amani Otieno', familyName: 'Otieno', givenName: 'Amani' },
      roles: [],
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      userName: email,
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      displayName: 'Amani Otieno',
      active: true,
      groups: [{ value: 'supervisors', display: 'Supervisors' }],
    });
    expect(created.headers.location).toBe(user.meta.location);
    const stored = await ctx.app.db
      .selectFrom('users')
      .select(['role', 'password_hash', 'directory_id', 'name'])
      .where('id', '=', Number(user.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      role: 'SUP',
      password_hash: null,
      directory_id: entra.id,
      name: 'Amani Otieno',
    });

    const byExternalId = await scim.get(
      `/Users?${filterQuery('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
    );
    expect(byExternalId.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    const byWorkEmail = await scim.get(
      `/Users?${filterQuery(`emails[type eq "work"].value eq "${email}"`)}`,
    );
    expect(byWorkEmail.json()).toMatchObject({ totalResults: 1 });

    const manager = await createUser(ctx, 'SUP');
    const patched = await scim.patch(
      `/Users/${user.id}`,
      { op: 'Replace', path: 'name.familyName', value: 'Odhiambo' },
      { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Engineering' },
      { op: 'Add', path: `${ENTERPRISE}:manager`, value: String(manager.id) },
      { op: 'Replace', path: 'title', value: 'Team lead' },
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      displayName: 'Amani Odhiambo',
      [ENTERPRISE]: { department: 'Engineering', manager: { value: String(manager.id) } },
    });

    // Entra ID clears an attribute with a Remove on its path, the extension's included.
    const cleared = await scim.patch(
      `/Users/${user.id}`,
      { op: 'Remove', path: `${ENTERPRISE}:manager` },
      { op: 'Remove', path: `${ENTERPRISE}:department` },
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()[ENTERPRISE]).toEqual({});
    const kept = await ctx.app.db
      .selectFrom('users')
      .select(['department', 'manager_id'])
      .where('id', '=', Number(user.id))
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ department: null, manager_id: null });

    const promoted = await scim.patch('/Groups/administrators', {
      op: 'Add',
      path: 'members',
      value: [{ $ref: null, value: user.id }],
    });
    expect(promoted.statusCode).toBe(200);
    expect((await scim.get(`/Users/${user.id}`)).json().groups).toEqual([
      expect.objectContaining({ value: 'administrators' }),
    ]);
    const isMember = await scim.get(
      `/Groups?${filterQuery(`id eq "administrators" and members eq "${user.id}"`)}&excludedAttributes=members`,
    );
    expect(isMember.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: 'administrators' }],
    });
    expect(isMember.json().Resources[0].members).toBeUndefined();

    const demoted = await scim.patch('/Groups/administrators', {
      op: 'Remove',
      path: 'members',
      value: [{ $ref: null, value: user.id }],
    });
    expect(demoted.statusCode).toBe(200);

    const deactivated = await scim.patch(`/Users/${user.id}`, {
      op: 'Replace',
      path: 'active',
      value: 'False',
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().active).toBe(false);

    const back = await scim.patch(`/Users/${user.id}`, {
      op: 'Replace',
      path: 'active',
      value: true,
    });
    expect(back.json()).toMatchObject({ active: true, displayName: 'Amani Odhiambo' });

    const history = await ctx.app.db
      .selectFrom('account_events')
      .select(['kind', 'detail', 'by_directory_id'])
      .where('user_id', '=', Number(user.id))
      .orderBy('id')
      .execute();
    expect(history.map((event) => [event.kind, event.detail])).toEqual([
      ['directory-created', 'Supervisor'],
      ['directory-updated', 'name, department, manager'],
      ['directory-updated', 'department, manager'],
      ['directory-role', 'Supervisor → Administrator'],
      ['directory-role', 'Administrator → Supervisor'],
      ['directory-deactivated', ''],
      ['directory-reactivated', ''],
    ]);
    expect(new Set(history.map((event) => event.by_directory_id))).toEqual(new Set([entra.id]));

    expect((await scim.delete(`/Users/${user.id}`)).statusCode).toBe(204);
    expect((await scim.get(`/Users/${user.id}`)).statusCode).toBe(404);
    const counts = await ctx.app.db
      .selectFrom('directories')
      .select(['created_count', 'updated_count', 'deactivated_count', 'last_request_at'])
      .where('id', '=', entra.id)
      .executeTakeFirstOrThrow();
    expect(counts).toMatchObject({ created_count: 1, updated_count: 5, deactivated_count: 2 });
    void loginAdmin;
  });
});
