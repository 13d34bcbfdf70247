// jsdom has no IndexedDB: the components' tests read and write idb-keyval's entries in memory,
// with its functions' names and promises (the browser journeys use the real IndexedDB).
const entries = new Map();
const copy = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

module.exports = {
  get: async (key) => copy(entries.get(key)),
  set: async (key, value) => {
    entries.set(key, copy(value));
  },
  del: async (key) => {
    entries.delete(key);
  },
  update: async (key, updater) => {
    entries.set(key, copy(updater(copy(entries.get(key)))));
  },
  keys: async () => [...entries.keys()],
  clear: async () => {
    entries.clear();
  },
};
