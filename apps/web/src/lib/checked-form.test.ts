import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessageByField, typedValues } from './checked-form';

describe('checked forms', () => {
  it('keeps the first message about each field, as react-hook-form showed them', () => {
    const schema = z.object({
      email: z.string().min(1, 'Please enter your email').email('Not an email'),
      password: z.string().min(1, 'Required').min(8, 'Too short'),
    });
    const result = schema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(firstMessageByField(result.error?.issues ?? [])).toEqual({
      email: 'Please enter your email',
      password: 'Required',
    });
  });

  it('reads every text field of the form as typed', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="fullName" value=" Lois "><input name="email" value="lois@example.com">';
    expect(typedValues(form)).toEqual({ fullName: ' Lois ', email: 'lois@example.com' });
  });
});
