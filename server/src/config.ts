import path from 'node:path';
import { PORTALS } from 'shared-api/portals';
import { z } from 'zod';
import { DEFAULT_POOL, type PoolQueueOptions } from './db/pool-queue';
import { passwordSchema, type Argon2Cost } from './lib/passwords';
import { readSsoProviders, type SsoProvider } from './lib/sso-providers';
import { trustProxySchema } from './lib/trust-proxy';

/** The repository root, derived from this file's location (server/src/..). */
export const repoRoot = path.resolve(__dirname, '..', '..');

/** Who keeps the data when FIRM_NAME is not set; the dashboards then name no firm. */
export const DEFAULT_FIRM_NAME = 'The internship programme';

const onOff = z.enum(['on', 'off'], { error: 'must be "on" or "off"' });
const optionalUrl = (protocols: string[]) =>
  z
    .url({ error: 'must be a URL' })
    .refine((value) => protocols.includes(new URL(value).protocol), {
      error: `must start with ${protocols.join(' or ')}//`,
    })
    .optional();
// Set only for a portal served from elsewhere; by default the live release's entry is used.
const remoteUrl = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || URL.canParse(value), {
    error: 'must be an absolute URL or a path starting with /',
  })
  // The shell's runtime loads a portal's script entry; it reads no mf-manifest.json.
  .refine((value) => URL.parse(value, 'http://x')?.pathname.endsWith('.js') ?? false, {
    error: "must point at the portal's remoteEntry.js",
  })
  .optional();
const remoteUrls = Object.fromEntries(PORTALS.map((portal) => [portal.env, remoteUrl]));

/** 32 bytes from base64 (44 characters) or hex (64); null for anything else. */
function secretsKeyBytes(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/**
 * The key of every installation that sets none outside production: published here, so it
 * protects nothing; a trial's or a test's rows only (docs/decisions.md, "Security").
 */
export const DEVELOPMENT_SECRETS_KEY = 'ZGV2ZWxvcG1lbnQta2V5LW5vdC1hLXNlY3JldC0wMDA=';

const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//i.test(value);
const DURATION_UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** `24h`, `30m`, `7d`, `90s` → milliseconds; `off` → null. */
const toMs = (value: string) =>
  Number(value.slice(0, -1)) * DURATION_UNITS[value.at(-1) as keyof typeof DURATION_UNITS];
const duration = z
  .string()
  .regex(/^(off|[1-9]\d*[smhd])$/, { error: 'must be "off" or a duration such as 24h, 30m or 7d' })
  .transform((value) => (value === 'off' ? null : toMs(value)));

/** A whole number from 1, `of` what (' of days') in its messages. */
const count = (fallback: number, of = '') =>
  z.coerce
    .number({ error: `must be a number${of}` })
    .int({ error: `must be a whole number${of}` })
    .min(1, { error: 'must be at least 1' })
    .default(fallback);
const days = (fallback: number) => count(fallback, ' of days');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'internship.db'))
    .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || isPostgresUrl(value), {
      error: 'must be a postgres:// URL or a SQLite file path',
    }),
  /**
   * PostgreSQL: where the connection that LISTENs for session changes and notifications goes,
   * when DATABASE_URL passes through a transaction-mode pooler (which cannot carry a LISTEN).
   * Default: DATABASE_URL.
   */
  DATABASE_LISTEN_URL: optionalUrl(['postgres:', 'postgresql:']),
  /**
   * PostgreSQL: connections per instance, queries that may wait for one, and how long; past
   * either bound a request is answered 503 "busy", not "the database does not answer".
   */
  DB_POOL_SIZE: count(DEFAULT_POOL.size),
  DB_POOL_QUEUE: count(DEFAULT_POOL.maxWaiting),
  DB_POOL_WAIT: z
    .string()
    .regex(/^[1-9]\d*[sm]$/, { error: 'must be a duration such as 30s or 2m' })
    .default(`${DEFAULT_POOL.maxWaitMs / 1000}s`)
    .transform(toMs),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  /** Without SMTP_URL: e-mails, links included, written to the log. Default: off in production. */
  MAIL_LOG_LINKS: onOff.optional(),
  MAIL_FROM: z.string().min(3).default('Internship Programme <no-reply@localhost>'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  // The rule of every password set later (length, the common list): it may stay in use for long.
  ADMIN_PASSWORD: passwordSchema.optional(),
  APP_TIMEZONE: z
    .string()
    .default('Africa/Nairobi')
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', {
      error: 'must be an IANA time zone such as Africa/Nairobi',
    }),
  // Interviews the applicant books (docs/interview-booking.md): a booking is made, moved or
  // cancelled from the link until this many hours before the interview.
  BOOKING_CUTOFF_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours' })
    .int({ error: 'must be a whole number of hours' })
    .min(1, { error: 'must be from 1 to 336' })
    .max(336, { error: 'must be from 1 to 336' })
    .default(24),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  RATE_LIMITS: onOff.default('on'),
  // The public pages drawn on the server (docs/decisions.md, "Server rendering").
  SERVER_RENDERING: onOff.default('on'),
  // Sessions remembered per instance on PostgreSQL (docs/decisions.md, "PostgreSQL speed").
  SESSION_CACHE: onOff.default('on'),
  // `off`: the schema is migrated by `npm run migrate` only (docs/upgrade.md).
  MIGRATE_ON_START: onOff.default('on'),
  TRUST_PROXY: trustProxySchema,
  /** The bearer token of GET /metrics; unset, there are no metrics. */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters (e.g. `openssl rand -hex 32`)' })
    .optional(),
  /**
   * The key that seals secrets at rest (two-factor seeds): 32 random bytes as base64 or hex
   * (`openssl rand -base64 32`). Required in production; `development` (a trial's, a test's)
   * or unset elsewhere: DEVELOPMENT_SECRETS_KEY.
   */
  SECRETS_KEY: z
    .string()
    .refine((value) => value === 'development' || secretsKeyBytes(value) !== null, {
      error:
        'must be 32 random bytes as base64 or hex (e.g. `openssl rand -base64 32`), or `development` for a trial',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FRONTEND_ROOT: z.string().min(1).default(repoRoot),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  // Each portal's REMOTE_<NAME>_URL (portals.json).
  ...remoteUrls,
  /** Default: `<DATA_DIR>/releases`. */
  RELEASES_DIR: z.string().min(1).optional(),
  /** Where browsers find the release folders: this server, or a static host or CDN. */
  RELEASES_URL: z
    .string()
    .default('/releases/')
    .refine((value) => (value.startsWith('/') || URL.canParse(value)) && value.endsWith('/'), {
      error: 'must be a path or an absolute URL ending with /',
    }),
  RETAIN_DECLINED_DAYS: days(180),
  RETAIN_UNACTIVATED_DAYS: days(180),
  RETAIN_MAIL_DAYS: days(30),
  RETAIN_NOTIFICATION_DAYS: days(90),
  /** Issue 70: days after an internship ends that its academic supervisor still sees it (0: none). */
  ACADEMIC_ACCESS_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(0, { error: 'must be from 0 to 3650' })
    .max(3650, { error: 'must be from 0 to 3650' })
    .default(180),
  /** Who keeps the applicants' data, as the privacy notice names them. */
  FIRM_NAME: z.string().trim().min(1).max(200).default(DEFAULT_FIRM_NAME),
  /** How to reach them; default: the address e-mails are sent from. */
  FIRM_CONTACT: z.string().trim().min(1).max(200).optional(),
  /** Default: `<DATA_DIR>/backups`; it holds the erasure ledger's file too. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Scheduled backups' interval (docs/decisions.md, "Backups"); off by default. */
  BACKUP_EVERY: duration.default(null),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(7),
  KEEP_RELEASES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(5),
  // A release live for a share of users (docs/decisions.md, "Releases to a share of users"):
  // judged once its pages have had RELEASE_MIN_VIEWS views, ended when its error rate passes the
  // live release's by RELEASE_ERROR_MARGIN percentage points, grown (when asked) after
  // RELEASE_PROMOTE_AFTER minutes without; every instance judges every RELEASE_WATCH_SECONDS.
  RELEASE_MIN_VIEWS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(50),
  // ... and once those views come from RELEASE_MIN_CLIENTS clients (addresses) on each side.
  RELEASE_MIN_CLIENTS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(2, { error: 'must be at least 2 (one address never decides)' })
    .default(5),
  RELEASE_ERROR_MARGIN: z.coerce
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be at least 0' })
    .max(100, { error: 'must be at most 100' })
    .default(5),
  RELEASE_PROMOTE_AFTER: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .default(60),
  RELEASE_WATCH_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .max(60, { error: 'must be at most 60 (a failing share ends within 2 minutes)' })
    .default(30),
});

/** A listening connection of its own means nothing to SQLite: refused, not silently ignored. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['SECRETS_KEY'],
      message:
        'is required in production: it seals two-factor secrets at rest (`openssl rand -base64 32`, kept apart from the database and its backups; `development` for a trial on one machine)',
    });
  }
  if (env.DATABASE_LISTEN_URL && !isPostgresUrl(env.DATABASE_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_LISTEN_URL'],
      message: 'needs a postgres:// DATABASE_URL',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** SECRETS_KEY's 32 bytes (lib/sealed-secrets.ts). */
  secretsKey: Buffer;
  PUBLIC_URL: string;
  MAIL_LOG_LINKS: 'on' | 'off';
  RELEASES_DIR: string;
  BACKUP_DIR: string;
  FIRM_CONTACT: string;
  /**
   * `listenUrl`: PostgreSQL's LISTEN connection (plugins/session-changes.ts); default `url`.
   * `pool`: PostgreSQL's connections and the queue for them (db/pool-queue.ts).
   */
  database: {
    dialect: 'sqlite' | 'postgres';
    url: string;
    listenUrl?: string;
    pool?: PoolQueueOptions;
  };
  /** argon2id cost; production keeps the OWASP parameters (19 MiB, t=2, p=1). */
  argon2: Argon2Cost;
  /**
   * Outbox worker, in ms: poll interval (0 disables the timer), first retry delay, and how long a
   * claim keeps other instances off a message (longer than the slowest SMTP send can take).
   */
  mail: { pollMs: number; retryBaseMs: number; lockMs: number };
  /**
   * Sessions remembered on PostgreSQL, in ms: how long an entry is trusted after its lookup
   * began, how often the listening connection must hear itself (0: never) and how long it may
   * take, and the wait before listening again (docs/decisions.md, "PostgreSQL speed").
   */
  sessionCache: {
    maxAgeMs: number;
    heartbeatMs: number;
    heartbeatTimeoutMs: number;
    reconnectMs: number;
  };
  /** The identity providers of single sign-on (SSO_PROVIDERS; lib/sso-providers.ts). */
  ssoProviders: SsoProvider[];
  /** Each portal's REMOTE_<NAME>_URL, by its remote name ('intern_portal'), where one is set. */
  remoteOverrides: Partial<Record<string, string>>;
}

export class ConfigError extends Error {}

/**
 * Variables whose bad value is repeated in the start error. The others (passwords, URLs that may
 * hold one, e-mail addresses) are named but never echoed: the error goes to logs.
 */
const SHOWN_VALUES = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'APP_TIMEZONE',
  'RATE_LIMITS',
  'MAIL_LOG_LINKS',
  'SERVER_RENDERING',
  'SESSION_CACHE',
  'MIGRATE_ON_START',
  'DB_POOL_SIZE',
  'DB_POOL_QUEUE',
  'DB_POOL_WAIT',
  'TRUST_PROXY',
  'LOG_LEVEL',
  ...PORTALS.map((portal) => portal.env),
  'RELEASES_DIR',
  'RELEASES_URL',
  'KEEP_RELEASES',
  'RELEASE_MIN_VIEWS',
  'RELEASE_MIN_CLIENTS',
  'RELEASE_ERROR_MARGIN',
  'RELEASE_PROMOTE_AFTER',
  'RELEASE_WATCH_SECONDS',
  'BACKUP_DIR',
  'BACKUP_EVERY',
  'BACKUP_KEEP',
  'RETAIN_DECLINED_DAYS',
  'RETAIN_UNACTIVATED_DAYS',
  'RETAIN_MAIL_DAYS',
  'RETAIN_NOTIFICATION_DAYS',
  'ACADEMIC_ACCESS_DAYS',
]);

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = checkedEnvSchema.safeParse(cleaned);
  const sso = readSsoProviders(cleaned);
  if (!result.success || sso.problems.length > 0) {
    const lines = (result.error?.issues ?? []).map((issue) => {
      const key = String(issue.path[0]);
      const value = SHOWN_VALUES.has(key) ? JSON.stringify(env[key] ?? '') : '(value hidden)';
      return `  ${key}=${value}: ${issue.message}`;
    });
    lines.push(...sso.problems.map((problem) => `  ${problem}`));
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const isPostgres = isPostgresUrl(parsed.DATABASE_URL);
  const isTest = parsed.NODE_ENV === 'test';
  return {
    ...parsed,
    secretsKey: secretsKeyBytes(
      !parsed.SECRETS_KEY || parsed.SECRETS_KEY === 'development'
        ? DEVELOPMENT_SECRETS_KEY
        : parsed.SECRETS_KEY,
    )!,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    MAIL_LOG_LINKS: parsed.MAIL_LOG_LINKS ?? (parsed.NODE_ENV === 'production' ? 'off' : 'on'),
    FIRM_CONTACT:
      parsed.FIRM_CONTACT ?? /<([^>]+)>/.exec(parsed.MAIL_FROM)?.[1] ?? parsed.MAIL_FROM,
    RELEASES_DIR: path.resolve(parsed.RELEASES_DIR ?? path.join(parsed.DATA_DIR, 'releases')),
    BACKUP_DIR: path.resolve(parsed.BACKUP_DIR ?? path.join(parsed.DATA_DIR, 'backups')),
    database: isPostgres
      ? {
          dialect: 'postgres',
          url: parsed.DATABASE_URL,
          listenUrl: parsed.DATABASE_LISTEN_URL ?? parsed.DATABASE_URL,
          pool: {
            size: parsed.DB_POOL_SIZE,
            maxWaiting: parsed.DB_POOL_QUEUE,
            maxWaitMs: parsed.DB_POOL_WAIT,
          },
        }
      : { dialect: 'sqlite', url: path.resolve(parsed.DATABASE_URL) },
    argon2: isTest
      ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
      : { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    mail: { pollMs: 5000, retryBaseMs: 30_000, lockMs: 60_000 },
    sessionCache: {
      maxAgeMs: 30_000,
      heartbeatMs: 10_000,
      heartbeatTimeoutMs: 5_000,
      reconnectMs: 1_000,
    },
    ssoProviders: sso.providers,
    remoteOverrides: Object.fromEntries(
      PORTALS.map((portal) => [portal.remote, (parsed as Record<string, unknown>)[portal.env]]),
    ) as Partial<Record<string, string>>,
  };
}
