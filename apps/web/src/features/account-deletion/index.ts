// Deleting one's own account (docs/product/accounts-and-shell.md#delete-my-account). The card
// and its dialog load with the Account tab, outside the settings screen's first chunk.
export const loadDeleteAccountCard = () => import('./components/delete-account-card');
