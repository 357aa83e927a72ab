import type { CurrentUser } from '@manna/shared';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { buildUser, renderRoutes } from '@/testing/test-utils';
import { type FakeBookmarksApiOptions, stubBookmarksApi } from './fake-bookmarks-api';

export interface RenderWithBookmarksApiOptions extends FakeBookmarksApiOptions {
  /** The member signed in: buildUser() unless given; null: signed out. */
  user?: CurrentUser | null;
  queryClient?: QueryClient;
}

/**
 * Fakes the bookmarks API (the bookmarks and the rest of `options` go to stubBookmarksApi) and
 * renders `element` as the /reading route; returns the render, the fake and a userEvent session.
 */
export function renderWithBookmarksApi(
  element: ReactNode,
  { user = buildUser(), queryClient, ...api }: RenderWithBookmarksApiOptions = {},
) {
  const fake = stubBookmarksApi(api);
  const view = renderRoutes([{ path: '/reading', element }], {
    path: '/reading',
    user,
    queryClient,
  });
  return { ...view, fake, userEvents: userEvent.setup() };
}
