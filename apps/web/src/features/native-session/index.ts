// The native wrapper's session messages (docs/native-wrapper.md#session-state). The router loads
// the component by its path, inside the wrapper only; nothing else needs this feature.
export { NativeSessionMessages } from './components/native-session-messages';
export { type SessionMessageSources, watchSessionForNative } from './utils/session-messages';
