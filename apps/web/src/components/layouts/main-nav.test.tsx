import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MainNav } from './main-nav';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('MainNav', () => {
  it('has exactly Home, Prayers, Journal and Settings, in order', () => {
    const nav = renderAt('/home');
    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Prayers',
      'Journal',
      'Settings',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/prayers',
      '/journal',
      '/settings',
    ]);
  });

  it('marks only the active entry with aria-current="page"', () => {
    const nav = renderAt('/settings?tab=security');
    expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Prayers', 'Journal']) {
      expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('highlights Home on /home', () => {
    const nav = renderAt('/home');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveClass('text-primary');
    expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveClass('text-primary');
  });

  it('shows what the app gives it on an entry, inside that entry’s link', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <MainNav badges={{ '/settings': <span>2 new replies</span> }} />
      </MemoryRouter>,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: /Settings/ })).toHaveTextContent('2 new replies');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveTextContent('2 new replies');
  });
});
