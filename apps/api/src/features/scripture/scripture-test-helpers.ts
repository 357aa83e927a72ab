import { afterAll, afterEach } from 'vitest';
import { scriptureCache, scriptureUpstreamRequests } from '../../db/schema';
import type { FakeApiBible } from '../../testing/fake-api-bible';
import type { TestApp } from '../../testing/test-app';

/**
 * The clean-up of a suite that reads scripture from a fake API.Bible: after each test the fake
 * forgets its requests and failures and the app its cached chapters and API.Bible request
 * counts, so no test sees another's; after the suite both close. `current` gives the suite's
 * fake and app once its beforeAll has made them.
 */
export function cleanUpAfterScriptureTests(
  current: () => { upstream: FakeApiBible; t: TestApp },
): void {
  afterEach(async () => {
    const { upstream, t } = current();
    upstream.reset();
    await t.db.delete(scriptureCache);
    await t.db.delete(scriptureUpstreamRequests);
  });
  afterAll(async () => {
    const { upstream, t } = current();
    await t.close();
    await upstream.close();
  });
}
