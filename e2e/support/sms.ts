import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { smsSinkURL } from '../playwright.config';

const textsSchema = z.array(z.object({ to: z.string(), body: z.string() }));

/** How many numbers each worker has handed out (each worker is a process of its own). */
let numbersGiven = 0;
const NUMBERS_PER_WORKER = 50;

/**
 * A US number nobody else in this run has signed up with: 202-555-0100 to -0199 are set aside for
 * fiction and valid to libphonenumber-js. Each worker slot takes 50 of them (the server's database
 * is new each run), `national` as a member types it.
 */
export function newPhoneNumber(): { national: string; e164: string } {
  const slot = test.info().parallelIndex * NUMBERS_PER_WORKER + (numbersGiven % NUMBERS_PER_WORKER);
  numbersGiven += 1;
  const national = `202555${String(100 + (slot % 100)).padStart(4, '0')}`;
  return { national, e164: `+1${national}` };
}

/**
 * The 6-digit code in the latest text to `phoneNumber` (E.164) whose words match `about`, once
 * the server has sent it.
 */
export async function latestCodeTexted(phoneNumber: string, about = /code/): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${smsSinkURL}/messages?to=${encodeURIComponent(phoneNumber)}`);
      const texts = textsSchema.parse(await response.json());
      code = texts.findLast((text) => about.test(text.body))?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  if (!code) throw new Error(`no code texted to ${phoneNumber}`);
  return code;
}
