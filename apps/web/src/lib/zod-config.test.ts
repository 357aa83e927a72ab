import { expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import './zod-config';

it('turns off the Function() compilation the content security policy forbids', () => {
  expect(config().jitless).toBe(true);
});
