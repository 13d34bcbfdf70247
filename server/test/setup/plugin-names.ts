// Fastify names a plugin that has no display name by searching `require.cache` for the module
// exporting it, twice a plugin. Under jest that cache is a proxy over every module the file has
// loaded, so the search took about a third of building an app, which each server test file
// does once per database (docs/benchmarks.md, "npm test on a fresh clone"). Our route plugins
// are default exports, which that search never finds (their module exports an object): fastify
// then takes the function's name. Here a function's name is its display name from the start:
// the same name, without the search. Outside jest the cache is a plain object and the search cheap.
const displayName = Symbol.for('fastify.display-name');

Object.defineProperty(Function.prototype, displayName, {
  configurable: true,
  get(this: () => unknown) {
    return this.name || undefined;
  },
  // fastify-plugin sets a name of its own on the function.
  set(this: () => unknown, value: unknown) {
    Object.defineProperty(this, displayName, { value, writable: true, configurable: true });
  },
});
