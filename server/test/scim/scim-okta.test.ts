import { createUser, uniqueEmail } from '../helpers/fixtures';
import { USER, connectDirectory, filterQuery, scimClient } from '../helpers/scim';
import { useTestApp, type TestContext } from '../helpers/test-app';
import { describeEachDatabase } from '../helpers/test-db';

const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

/**
 * The requests Okta's SCIM 2.0 provisioning sends, in the shapes of its developer guide ("SCIM
 * 2.0 protocol reference"): lookups with startIndex and count, a create carrying a password
 * (never kept), profile changes as a whole PUT, deactivation as a PATCH without a path, and
 * pushed groups linked by name and changed by member filters.
 */
describeEachDatabase('SCIM: a directory like Okta provisions staff (issue 89)', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);

  it('creates, replaces, groups and deactivates as Okta does', async () => {
    const okta = await connectDirectory(ctx, 'Acme Okta');
    const scim = scimClient(ctx, okta.token);
    const email = uniqueEmail('okta');

    const lookup = await scim.get(
      `/Users?${filterQuery(`userName eq "${email}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.json()).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0 });

    const created = await scim.post('/Users', {
      schemas: [USER],
      userName: email,
      name: { givenName: 'Njeri', familyName: 'Mwangi' },
      emails: [{ primary: true, value: email, type: 'work' }],
      displayName: 'Njeri Mwangi',
      locale: 'en-US',
      externalId: '00u1dhhb1fkIGP7RL1d8',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const [stored] = await ctx.app.db
      .selectFrom('users')
      .select(['password_hash', 'name'])
      .where('id', '=', Number(id))
      .execute();
    expect(stored).toEqual({ password_hash: null, name: 'Njeri Mwangi' });

    const replaced = await scim.put(`/Users/${id}`, {
      schemas: [USER],
      id,
      userName: email,
      name: { givenName: 'Njeri', middleName: '', familyName: 'Kariuki' },
      emails: [{ primary: true, value: email, type: 'work' }],
      phoneNumbers: [{ value: '0712 345 678', type: 'work' }],
      locale: 'en-US',
      externalId: '00u1dhhb1fkIGP7RL1d8',
      groups: [],
      password: 'changed-elsewhere',
      active: true,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      displayName: 'Njeri Kariuki',
      phoneNumbers: [{ value: '+254712345678', type: 'work' }],
    });

    // Pushed groups: Okta links to a group of the same name, then changes members by filter.
    const groups = await scim.get(
      `/Groups?${filterQuery('displayName eq "Administrators"')}&startIndex=1&count=100`,
    );
    expect(groups.json()).toMatchObject({ totalResults: 1, Resources: [{ id: 'administrators' }] });
    const duplicate = await scim.post('/Groups', {
      schemas: [GROUP],
      displayName: 'Administrators',
      members: [],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ scimType: 'uniqueness', status: '409' });

    const sameName = await scim.patch('/Groups/administrators', {
      op: 'replace',
      value: { id: 'administrators', displayName: 'Administrators' },
    });
    expect(sameName.statusCode).toBe(200);
    const added = await scim.patch('/Groups/administrators', {
      op: 'add',
      path: 'members',
      value: [{ value: id, display: email }],
    });
    expect(added.json().members).toContainEqual(expect.objectContaining({ value: id }));
    const removed = await scim.patch('/Groups/administrators', {
      op: 'remove',
      path: `members[value eq "${id}"]`,
    });
    expect(removed.json().members).not.toContainEqual(expect.objectContaining({ value: id }));
    const renamed = await scim.patch('/Groups/administrators', {
      op: 'replace',
      value: { id: 'administrators', displayName: 'Admins' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ scimType: 'mutability' });

    const deactivated = await scim.patch(`/Users/${id}`, {
      op: 'replace',
      value: { active: false },
    });
    expect(deactivated.json().active).toBe(false);
    const inactive = await scim.get(
      `/Users?${filterQuery('active eq false')}&startIndex=1&count=100`,
    );
    expect(inactive.json().Resources.map((user: { id: string }) => user.id)).toContain(id);
  });

  it('pages the staff it sees, and no one else', async () => {
    const okta = await connectDirectory(ctx, 'Paging Okta');
    const scim = scimClient(ctx, okta.token);
    const intern = await createUser(ctx, 'INT');
    const academic = await createUser(ctx, 'ACA');
    await createUser(ctx, 'SUP');
    const all = await scim.get('/Users?startIndex=1&count=1000');
    expect(all.statusCode).toBe(200);
    const everyone = all.json();
    const ids = everyone.Resources.map((user: { id: string }) => user.id);
    expect(ids).not.toContain(String(intern.id));
    expect(ids).not.toContain(String(academic.id));
    expect(everyone.itemsPerPage).toBe(Math.min(everyone.totalResults, 200));
    const second = await scim.get('/Users?startIndex=2&count=1');
    expect(second.json()).toMatchObject({
      startIndex: 2,
      itemsPerPage: 1,
      totalResults: everyone.totalResults,
    });
    expect(second.json().Resources[0].id).toBe(ids[1]);
  });
});
