import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '@/testing/test-utils';
import { RegisterForm } from './register-form';

const authMocks = vi.hoisted(() => ({ signUpEmail: vi.fn() }));

vi.mock('@/lib/auth-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth-client')>();
  return { ...actual, authClient: { signUp: { email: authMocks.signUpEmail } } };
});

const WEAK = 'This password is too easy to guess. This is a heavily used password.';

async function fillAndSubmit(password: string) {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  renderWithQueryClient(
    <MemoryRouter>
      <RegisterForm onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Full name'), 'Ruth Naomi');
  await user.type(screen.getByLabelText('Email'), 'ruth@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return { onSuccess };
}

describe('RegisterForm', () => {
  afterEach(() => authMocks.signUpEmail.mockReset());

  it('hands the address on to the check-your-e-mail step', async () => {
    authMocks.signUpEmail.mockResolvedValue({ data: { token: null, user: {} }, error: null });
    const { onSuccess } = await fillAndSubmit('faithful-reader-42');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ruth@example.com'));
  });

  it('shows why a guessable password was refused under the password field', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authMocks.signUpEmail.mockResolvedValue({
      data: null,
      error: { status: 400, code: 'WEAK_PASSWORD', message: WEAK },
    });
    const { onSuccess } = await fillAndSubmit('password');

    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(WEAK)),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // Under the field, not in a form-level alert above it.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
