/**
 * Sends the browser to another site (Stripe's checkout or Billing Portal): a full page load, as
 * the router cannot go to another origin. Its own module so tests can stand in for it.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
