import {
  MISSING_CREDENTIALS_MESSAGE,
  meEndpoints,
  PHONE_MESSAGES,
  WEAK_PASSWORD_CODE,
} from '@manna/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { renderWithQueryClient } from '@/testing/test-utils';
import { AccountMethodTabs } from './account-method-tabs';
import { PhonePasswordResetForm } from './phone-password-reset-form';
import { PhoneSignInForm } from './phone-sign-in-form';
import { PhoneSignUpForm } from './phone-sign-up-form';

const authMocks = vi.hoisted(() => ({
  signInPhoneNumber: vi.fn(),
  sendOtp: vi.fn(),
  verify: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
}));

vi.mock('@/lib/auth-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth-client')>();
  return {
    ...actual,
    authClient: {
      signIn: { phoneNumber: authMocks.signInPhoneNumber },
      phoneNumber: {
        sendOtp: authMocks.sendOtp,
        verify: authMocks.verify,
        requestPasswordReset: authMocks.requestPasswordReset,
        resetPassword: authMocks.resetPassword,
      },
    },
  };
});

// The sign-in form links to the reset screen.
const withRouter = (form: ReactNode) => <MemoryRouter>{form}</MemoryRouter>;

const refusal = (status: number, code: string) => ({
  data: null,
  error: { status, code, message: `better-auth's own words for ${code}` },
});

// docs/product/accounts-and-shell.md#sign-up-by-phone
describe('phone sign-in and sign-up forms', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const mock of Object.values(authMocks)) mock.mockReset();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function pickUnitedStates(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
  }

  it('signs in with the number in E.164 and a trimmed password', async () => {
    const user = userEvent.setup();
    authMocks.signInPhoneNumber.mockResolvedValue({ data: { token: 't' }, error: null });
    // Signed in, the form refreshes who is signed in.
    stubFakeApi([fakeRoute(meEndpoints.get, () => ({ user: null }))], {});
    const onSuccess = vi.fn();
    renderWithQueryClient(withRouter(<PhoneSignInForm onSuccess={onSuccess} />));
    await pickUnitedStates(user);
    await user.type(screen.getByLabelText('Phone number'), '(202) 555-0142');
    await user.type(screen.getByLabelText('Password'), ' faithful-reader-42 ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ twoFactorRequired: false });
    expect(authMocks.signInPhoneNumber).toHaveBeenCalledWith({
      phoneNumber: '+12025550142',
      password: 'faithful-reader-42',
    });
  });

  it("says the product's sentence when the number or the password is missing", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(withRouter(<PhoneSignInForm onSuccess={vi.fn()} />));
    await user.type(screen.getByLabelText('Password'), 'faithful-reader-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_CREDENTIALS_MESSAGE);
    expect(authMocks.signInPhoneNumber).not.toHaveBeenCalled();
  });

  it('refuses a number that cannot be one before asking the server', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(withRouter(<PhoneSignInForm onSuccess={vi.fn()} />));
    await pickUnitedStates(user);
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.type(screen.getByLabelText('Password'), 'faithful-reader-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PHONE_MESSAGES.invalidNumber);
    expect(authMocks.signInPhoneNumber).not.toHaveBeenCalled();
  });

  it('says a wrong number or password in our words', async () => {
    const user = userEvent.setup();
    authMocks.signInPhoneNumber.mockResolvedValue(refusal(401, 'INVALID_PHONE_NUMBER_OR_PASSWORD'));
    renderWithQueryClient(withRouter(<PhoneSignInForm onSuccess={vi.fn()} />));
    await pickUnitedStates(user);
    await user.type(screen.getByLabelText('Phone number'), '2025550142');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PHONE_MESSAGES.wrongCredentials);
  });

  async function sendCode(user: ReturnType<typeof userEvent.setup>, onSignedUp = vi.fn()) {
    authMocks.sendOtp.mockResolvedValue({ data: { message: 'code sent' }, error: null });
    renderWithQueryClient(<PhoneSignUpForm onSignedUp={onSignedUp} />);
    await user.type(screen.getByLabelText('Full name'), 'Lois of Lystra');
    await pickUnitedStates(user);
    await user.type(screen.getByLabelText('Phone number'), '202 555 0142');
    await user.type(screen.getByLabelText('Password'), 'faithful-reader-42');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(
      await screen.findByText(
        "We've texted a 6-digit code to +12025550142. Enter it to create your account.",
      ),
    ).toBeVisible();
    expect(authMocks.sendOtp).toHaveBeenCalledWith({ phoneNumber: '+12025550142' });
  }

  it('texts a code, then creates the account with the name, number, code and password', async () => {
    const user = userEvent.setup();
    const onSignedUp = vi.fn();
    await sendCode(user, onSignedUp);
    authMocks.verify.mockResolvedValue({ data: { status: true }, error: null });
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(authMocks.verify).toHaveBeenCalledWith({
        phoneNumber: '+12025550142',
        code: '123456',
        name: 'Lois of Lystra',
        password: 'faithful-reader-42',
      }),
    );
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
  });

  it.each([
    ['INVALID_OTP', 400, PHONE_MESSAGES.wrongCode],
    ['OTP_EXPIRED', 400, PHONE_MESSAGES.expiredCode],
    ['TOO_MANY_ATTEMPTS', 403, PHONE_MESSAGES.tooManyAttempts],
  ])('says %s in our words', async (code, status, message) => {
    const user = userEvent.setup();
    await sendCode(user);
    authMocks.verify.mockResolvedValue(refusal(status, code));
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(message)).toBeVisible();
  });

  it('asks for the six digits before checking the code', async () => {
    const user = userEvent.setup();
    await sendCode(user);
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(PHONE_MESSAGES.codeFormat)).toBeVisible();
    expect(authMocks.verify).not.toHaveBeenCalled();
  });

  it('shows the sign-up fields’ own messages and texts nothing', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<PhoneSignUpForm onSignedUp={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(PHONE_MESSAGES.invalidNumber)).toBeVisible();
    expect(screen.getByText('Please enter your full name')).toBeVisible();
    expect(authMocks.sendOtp).not.toHaveBeenCalled();
  });
});

// docs/product/accounts-and-shell.md#reset-by-text-message
describe('phone password reset form', () => {
  const NEW_PASSWORD = 'a-brand-new-pass-phrase';

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const mock of Object.values(authMocks)) mock.mockReset();
    vi.restoreAllMocks();
  });

  it('is reached from the phone sign-in form', () => {
    renderWithQueryClient(withRouter(<PhoneSignInForm onSuccess={vi.fn()} />));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?method=phone',
    );
  });

  async function requestCode(user: ReturnType<typeof userEvent.setup>, onSuccess = vi.fn()) {
    authMocks.requestPasswordReset.mockResolvedValue({ data: { status: true }, error: null });
    renderWithQueryClient(<PhonePasswordResetForm onSuccess={onSuccess} />);
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await user.type(screen.getByLabelText('Phone number'), '(202) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(
      await screen.findByText(
        "If +12025550142 has a Manna account, we've texted it a 6-digit code. Enter it and choose a new password.",
      ),
    ).toBeVisible();
    expect(authMocks.requestPasswordReset).toHaveBeenCalledWith({ phoneNumber: '+12025550142' });
  }

  async function fillCodeStep(user: ReturnType<typeof userEvent.setup>, code: string) {
    await user.type(screen.getByLabelText('Code'), code);
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('texts a code to the number, then sets the new password with it', async () => {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    await requestCode(user, onSuccess);
    authMocks.resetPassword.mockResolvedValue({ data: { status: true }, error: null });
    await fillCodeStep(user, '123456');

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(authMocks.resetPassword).toHaveBeenCalledWith({
      phoneNumber: '+12025550142',
      otp: '123456',
      newPassword: NEW_PASSWORD,
    });
  });

  it.each([
    ['INVALID_OTP', 400, PHONE_MESSAGES.wrongCode],
    ['OTP_EXPIRED', 400, PHONE_MESSAGES.expiredCode],
    ['OTP_NOT_FOUND', 400, PHONE_MESSAGES.expiredCode],
    ['TOO_MANY_ATTEMPTS', 403, PHONE_MESSAGES.tooManyAttempts],
  ])('says %s in our words', async (code, status, message) => {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    await requestCode(user, onSuccess);
    authMocks.resetPassword.mockResolvedValue(refusal(status, code));
    await fillCodeStep(user, '654321');

    expect(await screen.findByText(message)).toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows why a new password is too easy under its field', async () => {
    const user = userEvent.setup();
    await requestCode(user);
    authMocks.resetPassword.mockResolvedValue({
      data: null,
      error: { status: 400, code: WEAK_PASSWORD_CODE, message: 'Add another word or two.' },
    });
    await fillCodeStep(user, '123456');

    expect(await screen.findByText('Add another word or two.')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Add another word or two.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the six digits and the same password twice before asking the server', async () => {
    const user = userEvent.setup();
    await requestCode(user);
    await user.type(screen.getByLabelText('Code'), '123');
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else-entirely');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(PHONE_MESSAGES.codeFormat)).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(authMocks.resetPassword).not.toHaveBeenCalled();
  });

  it('refuses a number that cannot be one and texts nothing', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<PhonePasswordResetForm onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(PHONE_MESSAGES.invalidNumber)).toBeVisible();
    expect(authMocks.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends a new code, or goes back to change the number', async () => {
    const user = userEvent.setup();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeVisible();
    expect(authMocks.requestPasswordReset).toHaveBeenCalledTimes(2);

    authMocks.requestPasswordReset.mockResolvedValue(refusal(429, 'TOO_MANY_REQUESTS'));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "better-auth's own words for TOO_MANY_REQUESTS",
    );

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeVisible();
  });
});

describe('AccountMethodTabs', () => {
  it('offers Email and Phone tabs when the server offers phone sign-in', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(
      <AccountMethodTabs
        label="Sign in with"
        phoneOffered
        email={<p>email form</p>}
        phone={<p>phone form</p>}
      />,
    );
    expect(screen.getByText('email form')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByText('phone form')).toBeVisible();
    expect(screen.queryByText('email form')).toBeNull();
  });

  it('opens on the tab it is asked to, once phone is offered', () => {
    const tabs = (phoneOffered: boolean) => (
      <AccountMethodTabs
        label="Reset with"
        phoneOffered={phoneOffered}
        initialMethod="phone"
        email={<p>email form</p>}
        phone={<p>phone form</p>}
      />
    );
    // Until the server says it offers phone, the e-mail form shows.
    const { rerender } = renderWithQueryClient(tabs(false));
    expect(screen.getByText('email form')).toBeVisible();
    rerender(tabs(true));
    expect(screen.getByText('phone form')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the e-mail form alone when it does not', () => {
    renderWithQueryClient(
      <AccountMethodTabs
        label="Sign in with"
        phoneOffered={false}
        email={<p>email form</p>}
        phone={<p>phone form</p>}
      />,
    );
    expect(screen.getByText('email form')).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
