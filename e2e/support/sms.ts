import { expect } from '@playwright/test';
import { z } from 'zod';
import { smsSinkURL } from '../playwright.config';

const textsSchema = z.array(z.object({ to: z.string(), body: z.string() }));

/** The 6-digit code in the latest text to `phoneNumber` (E.164), once the server has sent it. */
export async function latestCodeTexted(phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${smsSinkURL}/messages?to=${encodeURIComponent(phoneNumber)}`);
      const texts = textsSchema.parse(await response.json());
      code = texts.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  if (!code) throw new Error(`no code texted to ${phoneNumber}`);
  return code;
}
