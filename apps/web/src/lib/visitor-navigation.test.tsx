import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserVisitorNavigation,
  useVisitorLocation,
  useVisitorSearchParams,
  VisitorLink,
} from './visitor-navigation';

function Where() {
  const { pathname, state } = useVisitorLocation();
  const method = useVisitorSearchParams().get('method');
  return <p>{`at ${pathname} method ${method ?? 'none'} state ${JSON.stringify(state)}`}</p>;
}

// docs/decisions/015-visitor-entry.md
describe('the sign-in screens’ navigation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves between sign-in screens in place, and reads the state React Router left', async () => {
    window.history.replaceState({ usr: { signInRequired: true } }, '', '/login');
    render(
      <BrowserVisitorNavigation>
        <Where />
        <VisitorLink to="/forgot-password?method=phone">Forgot password?</VisitorLink>
      </BrowserVisitorNavigation>,
    );
    expect(screen.getByText('at /login method none state {"signInRequired":true}')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByText('at /forgot-password method phone state null')).toBeVisible();
    expect(window.location.pathname).toBe('/forgot-password');
  });

  it('leaves anything else to a full page load: a plain link', () => {
    render(
      <BrowserVisitorNavigation>
        <VisitorLink to="/home">Start reading</VisitorLink>
      </BrowserVisitorNavigation>,
    );
    const link = screen.getByRole('link', { name: 'Start reading' });
    expect(link).toHaveAttribute('href', '/home');
    // A click the link does not take over is left to the browser (jsdom does not navigate).
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
