// Entry point: i18n first (synchronous), then Apollo and the router.
import './index.css';
import i18n, { currentLocale } from './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createApolloClient } from './apollo/createApolloClient';
import { refetchOnLanguageChange } from './apollo/refetchOnLanguageChange';
import { App } from './app/App';
import { routes } from './app/routes';

const client = createApolloClient(currentLocale);
refetchOnLanguageChange(i18n, client);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
