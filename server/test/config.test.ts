import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.database.dialect).toBe('sqlite');
    expect(config.database.url).toMatch(/data[/\\]internship\.db$/);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.APP_TIMEZONE).toBe('Africa/Nairobi');
    expect(config.RATE_LIMITS).toBe('on');
    expect(config.argon2.memoryCost).toBe(19456);
  });

  it('reads backups and migrating at start', () => {
    expect(loadConfig({})).toMatchObject({
      BACKUP_EVERY: null,
      BACKUP_KEEP: 7,
      MIGRATE_ON_START: 'on',
    });
    expect(loadConfig({ DATA_DIR: '/srv/app' }).BACKUP_DIR).toBe('/srv/app/backups');
    expect(loadConfig({ BACKUP_EVERY: '24h' }).BACKUP_EVERY).toBe(86_400_000);
    expect(loadConfig({ BACKUP_EVERY: '30m' }).BACKUP_EVERY).toBe(1_800_000);
  });

  it('picks PostgreSQL for a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@h:5432/db',
      listenUrl: 'postgres://u@h:5432/db',
      pool: { size: 10, maxWaiting: 500, maxWaitMs: 30_000 },
    });
  });

  it('sizes the pool and bounds the queue for it from DB_POOL_SIZE, DB_POOL_QUEUE, DB_POOL_WAIT', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h:5432/db',
      DB_POOL_SIZE: '4',
      DB_POOL_QUEUE: '50',
      DB_POOL_WAIT: '2m',
    });
    expect(config.database.pool).toEqual({ size: 4, maxWaiting: 50, maxWaitMs: 120_000 });
    expect(() => loadConfig({ DB_POOL_WAIT: 'forever' })).toThrow(
      'DB_POOL_WAIT="forever": must be a duration such as 30s or 2m',
    );
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow('DB_POOL_SIZE="0": must be at least 1');
  });

  it('sends the listening connection to DATABASE_LISTEN_URL, past a transaction pooler', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@pgbouncer:6432/db',
      DATABASE_LISTEN_URL: 'postgres://u@h:5432/db',
    });
    expect(config.database.url).toBe('postgres://u@pgbouncer:6432/db');
    expect(config.database.listenUrl).toBe('postgres://u@h:5432/db');
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'postgres://u@h:5432/db' })).toThrow(
      'DATABASE_LISTEN_URL=(value hidden): needs a postgres:// DATABASE_URL',
    );
  });

  it.each([
    ['PORT', 'abc', 'must be a number'],
    ['PORT', '70000', 'between 0 and 65535'],
    ['RATE_LIMITS', 'maybe', '"on" or "off"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['APP_TIMEZONE', 'Mars/Base', 'IANA time zone'],
    ['REMOTE_ADMIN_URL', 'portal', 'absolute URL'],
    ['REMOTE_ADMIN_URL', '/portals/admin-portal/mf-manifest.json', 'remoteEntry.js'],
    ['BACKUP_EVERY', 'daily', 'a duration such as 24h'],
    ['BACKUP_KEEP', '0', 'at least 1'],
    ['MIGRATE_ON_START', 'later', '"on" or "off"'],
  ])('rejects %s=%s with a clear message', (key, value, text) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(text);
    expect(() => loadConfig({ [key]: value })).toThrow(`${key}="${value}"`);
  });

  it.each([
    ['DATABASE_URL', 'mysql://root:db-secret@x/y', 'postgres:// URL'],
    ['DATABASE_LISTEN_URL', 'mysql://root:db-secret@x/y', 'postgres:'],
    ['SMTP_URL', 'http://mailer:smtp-secret@mail', 'smtp:'],
    ['REDIS_URL', 'http://:redis-secret@cache', 'redis:'],
    ['ADMIN_EMAIL', 'not-an-email-secret', 'e-mail'],
    ['ADMIN_PASSWORD', 'tiny-secret', 'at least 12 characters'],
    ['ADMIN_PASSWORD', 'Password-secret'.padEnd(129, 'x'), 'at most 128 characters'],
  ])('names %s but never echoes its value', (key, value, text) => {
    let message = '';
    try {
      loadConfig({ [key]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${key}=(value hidden): `);
    expect(message).toContain(text);
    expect(message).not.toContain('secret');
  });

  it('refuses a short METRICS_TOKEN without repeating it', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(
      'METRICS_TOKEN=(value hidden): must be at least 16 characters',
    );
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).METRICS_TOKEN).toBe(
      'a-long-enough-token',
    );
  });

  it('refuses a common ADMIN_PASSWORD, as every password set later is refused', () => {
    for (const password of ['password1234', 'PASSWORD1234', 'qwertyuiop123']) {
      let message = '';
      try {
        loadConfig({ ADMIN_PASSWORD: password });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('ADMIN_PASSWORD=(value hidden): ');
      expect(message).toContain('too common');
      expect(message).not.toContain(password);
    }
    expect(loadConfig({ ADMIN_PASSWORD: 'Kettle-meadow-42' }).ADMIN_PASSWORD).toBe(
      'Kettle-meadow-42',
    );
  });

  it.each([
    [undefined, false],
    ['off', false],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, fd00::/8,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s as the addresses of the proxies to trust', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trusted);
  });

  it.each([
    ['on', 'clients write their own'],
    ['1', 'cannot tell a proxy from a client'],
    ['10.0.0.300', 'IP addresses and CIDR ranges'],
    ['10.0.0.0/33', 'IP addresses and CIDR ranges'],
    ['proxy.example', 'IP addresses and CIDR ranges'],
  ])('refuses TRUST_PROXY=%s, saying what to set', (value, text) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY="${value}"`);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(text);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow("set the proxies' addresses");
  });

  it('reads ACADEMIC_ACCESS_DAYS: 180 by default, 0 to 3650, refused otherwise by name', () => {
    expect(loadConfig({}).ACADEMIC_ACCESS_DAYS).toBe(180);
    expect(loadConfig({ ACADEMIC_ACCESS_DAYS: '0' }).ACADEMIC_ACCESS_DAYS).toBe(0);
    expect(loadConfig({ ACADEMIC_ACCESS_DAYS: '365' }).ACADEMIC_ACCESS_DAYS).toBe(365);
    for (const bad of ['-1', '3651', '1.5', 'soon']) {
      expect(() => loadConfig({ ACADEMIC_ACCESS_DAYS: bad })).toThrow(
        `ACADEMIC_ACCESS_DAYS="${bad}"`,
      );
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(3000);
  });
});
