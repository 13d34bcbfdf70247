import { runInNewContext } from 'node:vm';
import { releaseFakeBuilds } from './helpers/fake-builds';
import { createUser, login } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

/**
 * Issue 67: the account keeps its theme as it keeps its language. A login answers it, on any
 * browser; the browser keeps it in a cookie, and the server draws each page in it, which the
 * page's first script applies before anything paints.
 */
const SW = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };

/**
 * Runs a page's first script as a browser would, on a page whose <html> is the one drawn, in a
 * browser whose system asks for `system`: the classes of <html> before the page's code runs,
 * and whether the script touched localStorage (it must not: its first use waits on the browser
 * process, before the first paint).
 */
function firstPaint(html: string, system: 'light' | 'dark') {
  const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(root)?.[1] ?? null;
  const classes = new Set((attribute('class') ?? '').split(' ').filter(Boolean));
  let storageUsed = false;
  const script = /<head><script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
  const context = {
    document: {
      documentElement: {
        getAttribute: attribute,
        classList: {
          add: (name: string) => classes.add(name),
          remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
        },
      },
    },
    window: { matchMedia: (query: string) => ({ matches: query.includes(system) }) },
  };
  Object.defineProperty(context, 'localStorage', {
    get: () => {
      storageUsed = true;
      return { getItem: () => 'light', setItem: () => undefined };
    },
  });
  runInNewContext(script, context);
  return { classes: [...classes], storageUsed };
}

describeEachDatabase('account theme', (dialect) => {
  const ctx = useTestApp(dialect);
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });
  const themeOf = async (id: number) =>
    (
      await ctx.app.db
        .selectFrom('users')
        .select('theme')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).theme;
  const loginAnswer = (email: string, password: string) =>
    inject('POST', '/api/login', {}, { email, password });

  it('PUT /api/Account/Theme stores the theme that the next login on any browser answers', async () => {
    const intern = await createUser(ctx, 'INT');
    expect((await loginAnswer(intern.email, intern.password)).json().user.Theme).toBeNull();

    const stored = await inject('PUT', '/api/Account/Theme', intern.headers, { Theme: 'dark' });
    expect(stored.statusCode).toBe(204);
    expect(stored.body).toBe('');
    expect(await themeOf(intern.id)).toBe('dark');
    expect((await loginAnswer(intern.email, intern.password)).json().user).toMatchObject({
      Theme: 'dark',
    });

    const supervisor = await createUser(ctx, 'SUP');
    await inject('PUT', '/api/Account/Theme', supervisor.headers, { Theme: 'light' });
    await inject('PUT', '/api/Account/Theme', supervisor.headers, { Theme: 'system' });
    expect(await themeOf(supervisor.id)).toBe('system');
    // One account's choice is its own.
    expect(await themeOf(intern.id)).toBe('dark');
  });

  it('refuses a theme of no known name or without a session, and keeps the stored one', async () => {
    const admin = await createUser(ctx, 'ADM');
    await inject('PUT', '/api/Account/Theme', admin.headers, { Theme: 'light' });
    expect((await inject('PUT', '/api/Account/Theme', {}, { Theme: 'dark' })).statusCode).toBe(401);
    const refused = await inject('PUT', '/api/Account/Theme', admin.headers, { Theme: 'blue' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { Theme: ['The Theme must be system, light or dark.'] },
    });
    const inSwahili = await inject('PUT', '/api/Account/Theme', { ...admin.headers, ...SW }, {});
    expect(inSwahili.statusCode).toBe(422);
    expect(inSwahili.json().errors).toEqual({ Theme: ['Theme lazima iwe system, light au dark.'] });
    expect(await themeOf(admin.id)).toBe('light');
    // The session still works: the refusals changed nothing.
    expect((await login(ctx, admin.email, admin.password)).authorization).toMatch(/^Bearer /);
  });

  describe("a page, in the browser's theme before its first paint", () => {
    beforeAll(() => releaseFakeBuilds(ctx.app.db, ctx.config, ['intern-portal']));
    const page = async (cookie?: string) => {
      const res = await inject('GET', '/internDashboard', cookie ? { cookie } : {});
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
      return res.body;
    };

    it('draws the dark theme a login kept, whatever the system says', async () => {
      const html = await page('lang=en; theme=dark');
      expect(html).toContain('<html lang="en" data-theme="dark" class="dark">');
      expect(firstPaint(html, 'light')).toEqual({ classes: ['dark'], storageUsed: false });
    });

    it('draws the light theme, and the system one as the system asks', async () => {
      const light = await page('theme=light');
      expect(light).toContain('<html lang="en" data-theme="light" class="light">');
      expect(firstPaint(light, 'dark')).toEqual({ classes: ['light'], storageUsed: false });
      const system = await page('theme=system');
      expect(system).toContain('<html lang="en" data-theme="system">');
      expect(firstPaint(system, 'dark')).toEqual({ classes: ['dark'], storageUsed: false });
      expect(firstPaint(system, 'light')).toEqual({ classes: ['light'], storageUsed: false });
    });

    it("without the cookie (or with another value), the system's setting", async () => {
      for (const cookie of [undefined, 'theme=blue']) {
        const html = await page(cookie);
        expect(html).toContain('<html lang="en">');
        expect(firstPaint(html, 'light')).toEqual({ classes: ['light'], storageUsed: false });
        expect(firstPaint(html, 'dark')).toEqual({ classes: ['dark'], storageUsed: false });
      }
    });
  });
});
