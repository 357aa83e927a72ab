import { MISSING_CREDENTIALS_MESSAGE } from '@manna/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '@/testing/test-utils';
import { confirmEmailFirstMessage, LoginForm } from './login-form';

const authMocks = vi.hoisted(() => ({ signInEmail: vi.fn() }));

vi.mock('@/lib/auth-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth-client')>();
  return { ...actual, authClient: { signIn: { email: authMocks.signInEmail } } };
});

function renderForm(onSuccess = vi.fn()) {
  renderWithQueryClient(
    <MemoryRouter>
      <LoginForm onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  return { onSuccess };
}

describe('LoginForm', () => {
  afterEach(() => {
    authMocks.signInEmail.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the missing-credentials message and does not call the auth client when blank', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_CREDENTIALS_MESSAGE);
    expect(MISSING_CREDENTIALS_MESSAGE).toBe(
      'You must provide either an email or phone number and a password',
    );
    expect(authMocks.signInEmail).not.toHaveBeenCalled();
  });

  it('treats whitespace-only fields as blank', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.type(screen.getByLabelText('Password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_CREDENTIALS_MESSAGE);
    expect(authMocks.signInEmail).not.toHaveBeenCalled();
  });

  it('requires the password even when the email is filled in', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ruth@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_CREDENTIALS_MESSAGE);
    expect(authMocks.signInEmail).not.toHaveBeenCalled();
  });

  it('signs in with trimmed credentials and reports a two-factor step', async () => {
    const user = userEvent.setup();
    authMocks.signInEmail.mockResolvedValue({ data: { twoFactorRedirect: true }, error: null });
    const { onSuccess } = renderForm();
    await user.type(screen.getByLabelText('Email'), '  ruth@example.com ');
    await user.type(screen.getByLabelText('Password'), ' secret-password ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(authMocks.signInEmail).toHaveBeenCalledWith({
      email: 'ruth@example.com',
      password: 'secret-password',
    });
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ twoFactorRequired: true });
  });

  it("shows the server's message in an alert", async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authMocks.signInEmail.mockResolvedValue({
      data: null,
      error: { status: 401, message: 'Invalid email or password', statusText: 'Unauthorized' },
    });
    const { onSuccess } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ruth@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSuccess).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('asks a member who has not confirmed their e-mail to open the new link, not to retry', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authMocks.signInEmail.mockResolvedValue({
      data: null,
      error: { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    });
    const { onSuccess } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ruth@example.com');
    await user.type(screen.getByLabelText('Password'), 'faithful-reader-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      confirmEmailFirstMessage('ruth@example.com'),
    );
    expect(screen.queryByText('Email not verified')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
