// Lets code outside React (the auth link's "session ended → /login") navigate with the
// router instead of reloading the page. Rendered once inside the router, by the header's
// account slot.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigator } from './navigator';

export function SessionBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef('');
  path.current = location.pathname + location.search + location.hash;
  useEffect(
    () =>
      registerNavigator({
        navigate: (to, options) => void navigate(to, options),
        currentPath: () => path.current,
      }),
    [navigate],
  );
  return null;
}
