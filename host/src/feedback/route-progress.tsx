import { useEffect, useRef, useState } from 'react';
import { theme } from 'antd';
import { useLocation } from 'react-router-dom';

/**
 * Thin bar at the top on every route change (SPEC §2). A CSS animation restarted per navigation;
 * it ends by itself (animationend), so there is no timer to clean up.
 */
export function RouteProgress() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const first = useRef(true);
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setRun((n) => n + 1);
  }, [pathname]);

  if (run === 0) return null;
  return (
    <div
      key={run}
      className="route-progress"
      data-testid="route-progress"
      aria-hidden="true"
      style={{ background: token.colorPrimary }}
      onAnimationEnd={() => setRun(0)}
    />
  );
}
