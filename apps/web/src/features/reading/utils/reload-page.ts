/** Retry after plans fail reloads the whole page. Its own module so tests can stub it. */
export function reloadPage(): void {
  window.location.reload();
}
