import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HEADER_SEARCH_LABEL, HeaderSearch } from './header-search';

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <HeaderSearch />
      <textarea aria-label="Your entry" />
      <button type="button">Elsewhere</button>
      <Where />
    </MemoryRouter>,
  );
  return {
    field: screen.getByRole('searchbox', { name: HEADER_SEARCH_LABEL }),
    address: screen.getByRole('status', { name: 'Address' }),
  };
}

describe('HeaderSearch', () => {
  it("focuses the field on '/' from anywhere but a field, without typing it", async () => {
    const user = userEvent.setup();
    const { field } = renderAt('/home');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });

  it("leaves '/' to whoever is typing", async () => {
    const user = userEvent.setup();
    const { field } = renderAt('/home');
    const entry = screen.getByRole('textbox', { name: 'Your entry' });
    await user.click(entry);
    await user.keyboard('and/or');
    expect(entry).toHaveFocus();
    expect(entry).toHaveValue('and/or');
    expect(field).not.toHaveFocus();
  });

  it('opens the results for what was typed, keeping the chosen kind', async () => {
    const user = userEvent.setup();
    const { field, address } = renderAt('/search?q=grace&kind=prayer');
    expect(field).toHaveValue('grace');
    await user.clear(field);
    await user.type(field, '  forgiv {Enter}');
    expect(address).toHaveTextContent('/search?q=forgiv&kind=prayer');
  });

  it('sends nothing for a blank search', async () => {
    const user = userEvent.setup();
    const { field, address } = renderAt('/home');
    await user.type(field, '   {Enter}');
    expect(address).toHaveTextContent(/^\/home$/);
  });

  it('opens behind an icon button on a phone, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { field } = renderAt('/home');
    const open = screen.getByRole('button', { name: 'Search' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });
});
