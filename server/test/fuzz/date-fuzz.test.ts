import fc from 'fast-check';
import { calendarDateRule } from 'shared-api/field-rules';
import type { Db } from '../../src/db/database';
import { apply, login } from '../helpers/fixtures';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { useTestApp } from '../helpers/test-app';
import { describeEachDatabase } from '../helpers/test-db';
import { createTask, createWorld, today } from '../helpers/world';
import { sceneWatch } from './scene-fingerprint';

/**
 * Far, ancient and reversed dates into every date field (`format: date` in the OpenAPI
 * document: bodies, paths, queries) of every route, by each actor it lets in, the other fields
 * filled as a client would. Sent to a server in a process of its own: a request that never ends, as
 * the absence of 9999-12-31 did, holds that server and not this test. Properties: an answer
 * below 500; a date outside shared-api's calendarDateRule never stored; the server answers
 * the next request; a refusal changes nothing.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  minLength?: number;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
};
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };
interface DateRoute {
  method: string;
  path: string;
  fields: { where: 'body' | 'path' | 'query'; name: string }[];
  body: Record<string, Schema>;
}

const FAR = ['9999-12-31', '9999-12-30', '2100-01-01', '+010000-01-01', '9999-12-31T23:59:59Z'];
const ANCIENT = ['0001-01-01', '0000-01-01', '1000-02-29', '1899-12-31', '1999-12-31'];
const isDate = (schema?: Schema): boolean =>
  schema?.format === 'date' || (schema?.anyOf ?? []).some(isDate);
const outside = (date: string) =>
  /^\d{4}-\d{2}-\d{2}/.test(date) &&
  (date.slice(0, 10) < calendarDateRule.min || date.slice(0, 10) > calendarDateRule.max);

/** Stored dates outside the rule, in every table that keeps one a client sent. */
async function storedOutside(db: Db) {
  const { min, max } = calendarDateRule;
  const found = await Promise.all([
    ...(['applications_open_on', 'applications_close_on', 'starts_on', 'ends_on'] as const).map(
      (column) =>
        db
          .selectFrom('intakes')
          .select(column)
          .where((eb) => eb.or([eb(column, '<', min), eb(column, '>', max)]))
          .execute(),
    ),
    db
      .selectFrom('tasks')
      .select('deadline')
      .where((eb) => eb.or([eb('deadline', '<', min), eb('deadline', '>', max)]))
      .execute(),
    db
      .selectFrom('applications')
      .select('interview_date')
      .where((eb) => eb.or([eb('interview_date', '<', min), eb('interview_date', '>', max)]))
      .execute(),
    db
      .selectFrom('absence_requests')
      .select(['first_day', 'last_day'])
      .where((eb) => eb.or([eb('first_day', '<', min), eb('last_day', '>', max)]))
      .execute(),
    db
      .selectFrom('logbook_entries')
      .select('week_start')
      .where((eb) => eb.or([eb('week_start', '<', min), eb('week_start', '>', max)]))
      .execute(),
  ]);
  return found.flat();
}

/** The routes with a date field, from the OpenAPI document. */
function dateRoutes(doc: Doc): DateRoute[] {
  const routes: DateRoute[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content['application/json']?.schema?.properties ?? {};
      const fields = [
        ...(op.parameters ?? [])
          .filter((p) => (p.in === 'path' || p.in === 'query') && isDate(p.schema))
          .map((p) => ({ where: p.in as 'path' | 'query', name: p.name })),
        ...Object.entries(body)
          .filter(([, schema]) => isDate(schema))
          .map(([name]) => ({ where: 'body' as const, name })),
      ];
      if (fields.length > 0) routes.push({ method: method.toUpperCase(), path, fields, body });
    }
  }
  return routes;
}

/** A value a client would send for a field that is not a date. */
function filler(schema: Schema, ids: number[]): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return filler(schema.anyOf.find((s) => s.type !== 'null') ?? {}, ids);
  if (schema.type === 'integer' || schema.type === 'number') return fc.constantFrom(...ids);
  if (schema.type === 'array')
    return fc.array(filler(schema.items ?? {}, ids), { minLength: 1, maxLength: 2 });
  if (schema.type === 'boolean') return fc.boolean();
  return fc.constant('Fuzzed text'.padEnd(schema.minLength ?? 0, '.'));
}

describeEachDatabase('date fuzz', (dialect) => {
  const ctx = useTestApp(dialect);
  const headers: Record<string, Record<string, string>> = {};
  let ids: number[];
  let server: ServerProcess;

  beforeAll(async () => {
    const world = await createWorld(ctx);
    headers.admin = world.admin;
    headers.supervisor = await login(ctx, world.supervisor.email, world.supervisor.password);
    headers.intern = await login(ctx, world.intern.email, world.intern.password);
    const task = await createTask(ctx, world.supervisor, world.intern);
    const application = await apply(ctx);
    ids = [world.intern.id, task, application.id, 1];
    server = await startServerProcess(ctx);
  }, 120_000);
  afterAll(() => server?.stop());

  it('refuses far and ancient dates in every date field, answering on; reversed ones too', async () => {
    const routes = dateRoutes(ctx.app.swagger() as unknown as Doc);
    // The date fields of today's routes: a new one is fuzzed without a change here.
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const near = fc.integer({ min: -400, max: 800 }).map((offset) => {
      const date = new Date(`${today(ctx)}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    });
    const date = fc.oneof(fc.constantFrom(...FAR), fc.constantFrom(...ANCIENT), near);
    // The actors a route does not refuse outright (401, 403), so the runs reach its dates.
    const letIn = async ({ method, path }: DateRoute) => {
      const url = `${server.url}${path.replace(/\{\w+\}/g, String(ids[0]))}`;
      const actors: string[] = [];
      for (const who of Object.keys(headers)) {
        const body = method === 'GET' ? undefined : '{}';
        const type = { 'content-type': 'application/json' };
        const res = await fetch(url, { method, headers: { ...headers[who], ...type }, body });
        if (res.status !== 401 && res.status !== 403) actors.push(who);
      }
      return actors.length > 0 ? actors : Object.keys(headers);
    };
    const failures: string[] = [];
    const statuses: Record<string, Record<number, number>> = {};
    const scene = sceneWatch(ctx.app.db);
    for (const route of routes) {
      const others = Object.entries(route.body).filter(
        ([name]) => !route.fields.some((f) => f.where === 'body' && f.name === name),
      );
      const actors = await letIn(route);
      const request = fc.record({
        who: fc.constantFrom(...actors),
        dates: fc.array(date, { minLength: route.fields.length, maxLength: route.fields.length }),
        // Reversed: each date field before the one that follows it.
        reversed: fc.boolean(),
        id: fc.constantFrom(...ids),
        rest: fc.record(Object.fromEntries(others.map(([n, s]) => [n, filler(s, ids)]))),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ who, dates, reversed, id, rest }) => {
          const sorted = reversed ? [...dates].sort().reverse() : dates;
          let url = route.path;
          const body: Record<string, unknown> = { ...rest };
          const query = new URLSearchParams();
          route.fields.forEach((field, i) => {
            if (field.where === 'path') url = url.replace(`{${field.name}}`, sorted[i]);
            else if (field.where === 'query') query.set(field.name, sorted[i]);
            else body[field.name] = sorted[i];
          });
          url = url.replace(/\{\w+\}/g, String(id));
          const before = await scene.before();
          const where = `${who} ${route.method} ${url} ${JSON.stringify(body)}`;
          const res = await fetch(`${server.url}${url}${query.size ? `?${query}` : ''}`, {
            method: route.method,
            headers: { ...headers[who], 'content-type': 'application/json' },
            body: route.method === 'GET' ? undefined : JSON.stringify(body),
          }).catch((error: Error) => ({ status: 0, error }));
          scene.answered();
          if (!('ok' in res)) {
            failures.push(
              `${where}: no answer (${res.error.message}), server running: ${server.running()}`,
            );
            return false;
          }
          const seen = (statuses[`${route.method} ${route.path}`] ??= {});
          seen[res.status] = (seen[res.status] ?? 0) + 1;
          if (res.status >= 500) failures.push(`${where} -> ${res.status}`);
          if (res.status < 300 && sorted.some(outside)) {
            const stored = await storedOutside(ctx.app.db);
            if (stored.length > 0) failures.push(`${where} -> stored ${JSON.stringify(stored)}`);
          }
          if (res.status >= 400 && (await scene.changedSince(before))) {
            failures.push(`changed: ${where}`);
          }
          return res.status < 500;
        }),
        { numRuns: RUNS },
      );
      // Route by route, so a stored far date is told before a later route could hold the server.
      expect(failures).toEqual([]);
    }
    console.log(`date fuzz [${dialect}], statuses by route: ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
  }, 600_000);
});
