import { MISSING_CREDENTIALS_MESSAGE, meEndpoints, PHONE_MESSAGES } from '@manna/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { renderWithQueryClient } from '@/testing/test-utils';
import { AccountMethodTabs } from './account-method-tabs';
import { PhoneSignInForm } from './phone-sign-in-form';
import { PhoneSignUpForm } from './phone-sign-up-form';

const authMocks = vi.hoisted(() => ({
  signInPhoneNumber: vi.fn(),
  sendOtp: vi.fn(),
  verify: vi.fn(),
}));

vi.mock('@/lib/auth-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth-client')>();
  return {
    ...actual,
    authClient: {
      signIn: { phoneNumber: authMocks.signInPhoneNumber },
      phoneNumber: { sendOtp: authMocks.sendOtp, verify: authMocks.verify },
    },
  };
});

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
    renderWithQueryClient(<PhoneSignInForm onSuccess={onSuccess} />);
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
    renderWithQueryClient(<PhoneSignInForm onSuccess={vi.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'faithful-reader-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_CREDENTIALS_MESSAGE);
    expect(authMocks.signInPhoneNumber).not.toHaveBeenCalled();
  });

  it('refuses a number that cannot be one before asking the server', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<PhoneSignInForm onSuccess={vi.fn()} />);
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
    renderWithQueryClient(<PhoneSignInForm onSuccess={vi.fn()} />);
    await pickUnitedStates(user);
    await user.type(screen.getByLabelText('Phone number'), '2025550142');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PHONE_MESSAGES.wrongCredentials);
  });

  async function sendCode(user: ReturnType<typeof userEvent.setup>) {
    authMocks.sendOtp.mockResolvedValue({ data: { message: 'code sent' }, error: null });
    renderWithQueryClient(<PhoneSignUpForm />);
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
    await sendCode(user);
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
    renderWithQueryClient(<PhoneSignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    expect(await screen.findByText(PHONE_MESSAGES.invalidNumber)).toBeVisible();
    expect(screen.getByText('Please enter your full name')).toBeVisible();
    expect(authMocks.sendOtp).not.toHaveBeenCalled();
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
