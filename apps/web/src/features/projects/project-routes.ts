import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OPENED_FROM_PAGE } from '../../components/use-record-route';

/** procurement-core §2: /project/{id} is a project's settings, its own link target. */
export const projectPath = (id: number) => `/project/${id}`;

/** Closing /project/{id}: back to the list it came from, else to the projects list. */
export function useCloseProject() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const state: unknown = location.state;
    const fromPage = typeof state === 'object' && state !== null && 'openedFromPage' in state;
    if (fromPage) void navigate(-1);
    else void navigate('/projects', { replace: true });
  }, [navigate, location.state]);
}

export { OPENED_FROM_PAGE };
