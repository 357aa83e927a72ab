import { describe, expect, it } from 'vitest';
import {
  deliverableEmailOf,
  memberContactOf,
  PHONE_ACCOUNT_EMAIL_DOMAIN,
  placeholderEmailOf,
} from './member-contact';

// docs/product/accounts-and-shell.md#who-is-signed-in
describe('placeholderEmailOf', () => {
  it('spells the number’s digits under the reserved .invalid name', () => {
    expect(placeholderEmailOf('+12025550142')).toBe('phone-12025550142@phone.manna.invalid');
    expect(PHONE_ACCOUNT_EMAIL_DOMAIN.endsWith('.invalid')).toBe(true);
  });
});

describe('memberContactOf', () => {
  it('knows a phone account by its number, written for people', () => {
    expect(
      memberContactOf({
        email: placeholderEmailOf('+12025550142'),
        phoneNumber: '+12025550142',
      }),
    ).toEqual({ kind: 'phone', value: '+1 202 555 0142' });
    expect(
      memberContactOf({ email: placeholderEmailOf('+33612345678'), phoneNumber: '+33612345678' }),
    ).toEqual({ kind: 'phone', value: '+33 6 12 34 56 78' });
  });

  it('knows an e-mail account by its address, even with a number beside it', () => {
    expect(memberContactOf({ email: 'ruth@example.com', phoneNumber: null })).toEqual({
      kind: 'email',
      value: 'ruth@example.com',
    });
    expect(memberContactOf({ email: 'ruth@example.com', phoneNumber: '+12025550142' })).toEqual({
      kind: 'email',
      value: 'ruth@example.com',
    });
  });

  it('never takes another number’s placeholder for this one', () => {
    expect(
      memberContactOf({ email: placeholderEmailOf('+12025550142'), phoneNumber: '+12025550143' }),
    ).toEqual({ kind: 'email', value: 'phone-12025550142@phone.manna.invalid' });
  });

  it('shows a stored number libphonenumber-js cannot read as stored', () => {
    expect(memberContactOf({ email: placeholderEmailOf('+1000'), phoneNumber: '+1000' })).toEqual({
      kind: 'phone',
      value: '+1000',
    });
  });
});

describe('deliverableEmailOf', () => {
  it('is the address mail can reach, and none for a phone account', () => {
    expect(deliverableEmailOf({ email: 'ruth@example.com', phoneNumber: null })).toBe(
      'ruth@example.com',
    );
    expect(
      deliverableEmailOf({
        email: placeholderEmailOf('+12025550142'),
        phoneNumber: '+12025550142',
      }),
    ).toBeNull();
  });
});
