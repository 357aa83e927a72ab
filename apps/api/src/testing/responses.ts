import { expect } from 'vitest';

/** The answer is `status` with `{ error: message }`: what the member would be shown. */
export async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: message });
}
