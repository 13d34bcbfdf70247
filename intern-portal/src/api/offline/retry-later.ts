// A change cut off while the browser still says it is online gets no 'online' event to wait
// for: it is sent again after 2 s, then 4 s, 8 s ... at most a minute apart.
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

/** Runs `send` after the next wait, unless a try is already planned. */
export function retryLater(send: () => void): void {
  if (timer !== undefined) return;
  const wait = Math.min(FIRST_WAIT_MS * 2 ** failures, LONGEST_WAIT_MS);
  failures += 1;
  timer = setTimeout(() => {
    timer = undefined;
    send();
  }, wait);
}

/** A change went through (or nothing waits): the next failure waits the shortest again. */
export function stopRetrying(): void {
  clearTimeout(timer);
  timer = undefined;
  failures = 0;
}
