import { expect } from 'vitest';

/** The JSON body of an API answer, typed as the test expects it. */
export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The answer is `status` with `{ error: message }`: what the member would be shown. */
export async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: message });
}
