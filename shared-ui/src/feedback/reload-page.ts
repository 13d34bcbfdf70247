/** Loads the page again from the server: the live releases, with the session kept. */
export function reloadPage() {
  window.location.reload();
}
