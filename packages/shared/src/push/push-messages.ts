// What a member reads about reminders that arrive when Manna is closed
// (docs/product/reminders.md#push).

export const PUSH_SWITCH_LABEL = 'Get reminders when Manna is closed';
export const PUSH_UNSUPPORTED = 'This browser cannot show reminders while Manna is closed.';
export const PUSH_PERMISSION_DENIED =
  'Notifications are blocked for Manna: allow them in your browser settings to get reminders.';
export const PUSH_SUBSCRIBE_FAILED =
  'Could not turn on reminders on this device. Please try again.';
export const PUSH_UNSUBSCRIBE_FAILED =
  'Could not turn off reminders on this device. Please try again.';
export const PUSH_ENDPOINT_NOT_HTTPS = 'A push subscription must use an https:// endpoint.';
