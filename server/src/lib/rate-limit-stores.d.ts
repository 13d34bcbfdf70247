// @fastify/rate-limit's own stores, which it does not export (lib/rate-limit-store.ts uses them).
declare module '@fastify/rate-limit/store/*' {
  interface Store {
    incr(
      key: string,
      done: (error: Error | null, counted?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(routeOptions: object): Store;
  }
  const Store: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    ...rest: unknown[]
  ) => Store;
  export = Store;
}
