import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { smsSinkURL } from '../playwright.config';

const textsSchema = z.array(z.object({ to: z.string(), body: z.string() }));

// 555-0100 to 555-0199 are set aside for fiction in every US area code; these area codes are
// valid to libphonenumber-js.
const AREA_CODES = ['202', '212', '213', '215', '305', '312', '404', '415', '503', '512'];
const FICTIONAL_NUMBERS = 100;
/** How many numbers this worker has handed out (each worker is a process of its own). */
let numbersGiven = 0;

/**
 * A US number nobody else in this run has signed up with (the server's database is new each
 * run): each worker process (workerIndex, new for every repeat and after a failure) takes an
 * area code of its own, and its 100 fictional numbers in turn. `national` as a member types it.
 */
export function newPhoneNumber(): { national: string; e164: string } {
  const area = AREA_CODES[test.info().workerIndex % AREA_CODES.length];
  const line = 100 + (numbersGiven % FICTIONAL_NUMBERS);
  numbersGiven += 1;
  const national = `${area}555${String(line).padStart(4, '0')}`;
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
