import { useEffect } from 'react';
import { IDLE_RELOAD_MS } from '@laydown/domain';

// One function for the app's lifetime, so re-renders do not restart the hour.
const reloadPage = () => window.location.reload();

const ACTIVITY = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * §1, §9: the application reloads itself after an hour (3,600,000 ms) without mouse or keyboard
 * activity, so a screen left open overnight shows fresh data and a current build.
 */
export function useIdleReload(reload: () => void = reloadPage, ms = IDLE_RELOAD_MS) {
  useEffect(() => {
    let timer = setTimeout(reload, ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(reload, ms);
    };
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart);
    };
  }, [reload, ms]);
}
