/**
 * Sends the browser to another site (Stripe's checkout or Billing Portal): a full page load, as
 * the router cannot go to another origin. A method on an object so a test can stand in for it with
 * `vi.spyOn`, which holds however many test files share the module (docs/architecture.md#tests).
 */
export const externalSite = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
