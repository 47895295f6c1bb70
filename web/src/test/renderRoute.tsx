// Renders the real route table at a path, with Apollo mocked and English texts.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createCache } from '../apollo/cache';
import i18n from '../i18n/i18n';
import { routes } from '../app/routes';

export async function renderRoute(path: string, mocks: MockLink.MockedResponse[]) {
  await i18n.changeLanguage('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, ...view };
}
