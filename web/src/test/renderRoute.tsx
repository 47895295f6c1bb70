// Renders the real route table at a path, with Apollo mocked and English texts. The
// returned `location()` and `navigationType()` read where the app currently is.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { type Location, MemoryRouter, type NavigationType, useLocation, useNavigationType } from 'react-router';
import { createCache } from '../apollo/cache';
import i18n from '../i18n/i18n';
import { AppRoutes } from '../app/routes';

export async function renderRoute(path: string, mocks: MockLink.MockedResponse[]) {
  await i18n.changeLanguage('en');
  const current: { location?: Location; navigationType?: NavigationType } = {};
  function Probe() {
    current.location = useLocation();
    current.navigationType = useNavigationType();
    return null;
  }
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { location: () => current.location!, navigationType: () => current.navigationType!, ...view };
}
