// The session API shared by the app shell and other features. It loads with the first screen,
// so it must stay light: nothing here may import the auth client, forms, zod or @manna/shared
// values. Screens import the rest ('./components/*', './hooks/use-is-admin') inside their lazy
// chunks.
export { getUserQueryOptions, userQueryKey, useUser } from './api/get-user';
export { useUpdateProfile } from './api/update-profile';
export {
  ProtectedRoute,
  type SignInRequiredState,
} from './components/protected-route';
export { markTimeZoneChosen, useTimeZoneSync } from './hooks/use-time-zone-sync';
export { buildLoginRedirect, parseReturnPath, resolveReturnPath } from './utils/return-path';
