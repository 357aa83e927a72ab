import { communityNoticeEndpoints, meEndpoints, SIGN_UP_CLOSED } from '@manna/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { renderRoutes, setupFakeApiSuite } from '@/testing/test-utils';
import { VisitorScreensInApp } from '../../visitor/visitor-screens-in-app';

function renderRegister(signUpOpen: boolean) {
  stubFakeApi(
    [
      fakeRoute(meEndpoints.get, () => ({ user: null })),
      fakeRoute(communityNoticeEndpoints.get, () => ({
        notice: null,
        sign_up_open: signUpOpen,
        phone_sign_in: true,
      })),
    ],
    {},
  );
  // As the member app draws it (docs/decisions/015-visitor-entry.md).
  return renderRoutes([{ path: paths.auth.register.path, element: <VisitorScreensInApp /> }], {
    path: '/register',
    user: null,
  });
}

// docs/product/admin.md#settings: a closed sign-up is said before anyone types.
describe('RegisterRoute', () => {
  setupFakeApiSuite();

  it('says sign-up is closed in place of the form while an admin has closed it', async () => {
    renderRegister(false);
    expect(await screen.findByText(SIGN_UP_CLOSED)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the form while sign-up is open', async () => {
    renderRegister(true);
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeVisible();
    expect(screen.queryByText(SIGN_UP_CLOSED)).not.toBeInTheDocument();
  });
});
