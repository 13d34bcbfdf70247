// The query layout's one loader: index.ts starts it early on a portal's page, and the router
// draws what it loaded (two import() calls of one module would make two chunks).
export const loadQueryLayout = () =>
  import(/* webpackChunkName: "query-layout" */ './query-layout');
