import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { AccessType } from '@laydown/domain';
import { fetchCurrentUser } from '../api/auth';
import { errorMessage, isApiError } from '../api/api-error';
import { queryKeys } from '../api/query-keys';
import { PageResult } from '../components/page-result';
import { PageSpinner } from '../components/page-spinner';
import { AppLayout } from './app-layout';
import { CurrentUserContext } from './current-user';
import { homePathFor } from './paths';

/**
 * Every signed-in page sits under this. A 401 from GET /api/user makes the HTTP client send the
 * browser to the login page, so here it only has to wait.
 */
export function AuthGuard({ area }: { area: AccessType }) {
  const query = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });

  if (query.data) {
    // A contractor who opens a vendor address (or the reverse) belongs on their own home page.
    if (query.data.type !== area) return <Navigate to={homePathFor(query.data.type)} replace />;
    return (
      <CurrentUserContext.Provider value={query.data}>
        <AppLayout />
      </CurrentUserContext.Provider>
    );
  }
  if (query.isError && !(isApiError(query.error) && query.error.status === 401)) {
    return (
      <div className="centered-page">
        <PageResult
          status="warning"
          title="We could not load your account"
          subTitle={errorMessage(query.error)}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  return <PageSpinner />;
}
