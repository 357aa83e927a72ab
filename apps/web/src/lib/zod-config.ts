// zod compiles fast parsers with Function() when it may. Our content security policy
// (docs/security.md#headers) forbids that, and zod's probe for it would be reported as a
// violation; its plain parsers are quick enough for a form. zod keeps its settings on this
// global, shared by every copy of zod whichever loads first, so the entry sets it without
// loading zod itself (zod's config() in the entry cost every first load 4 KB).
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
});

export {};
