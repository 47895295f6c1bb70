// Lets code outside React (the auth link's "session ended → /login") navigate with the
// router instead of reloading the page. Rendered once inside the router, by the header's
// account slot.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigator } from './navigator';

export function SessionBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  const path = useRef(here);
  // kept current after each commit, for code outside React that asks where we are
  useLayoutEffect(() => {
    path.current = here;
  }, [here]);
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
