// Reminders that arrive when Manna is closed (docs/product/reminders.md#push). The switch loads
// on demand: nothing of Web Push weighs on the entry chunk.
export const loadPushRemindersSwitch = () => import('./components/push-reminders-switch');
