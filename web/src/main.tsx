// Entry point: i18n first (synchronous), then Apollo, the session check and the router.
import './index.css';
import i18n, { currentLocale } from './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/createApolloClient';
import { refetchOnLanguageChange } from './apollo/refetchOnLanguageChange';
import { App } from './app/App';
import { startSession } from './auth/session';
import { registerToastHost } from './toast/toast';

registerToastHost(() => import('./toast/ToastHost'));
const client = createApolloClient(currentLocale);
refetchOnLanguageChange(i18n, client);
void startSession(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
