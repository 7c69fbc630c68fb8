import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { fetchSetupStatus } from '../../api/setup';
import { queryKeys } from '../../api/query-keys';
import { PageSpinner } from '../../components/page-spinner';
import { loginPathFor } from '../../shell/paths';
import { ChooserPage } from './chooser-page';
import { LoginPage } from './login-page';

// The first-run setup is an antd form: it brings antd's providers with it (decision 0080).
const SetupPage = lazy(() =>
  Promise.all([import('../setup/setup-page'), import('../../shell/antd-providers')]).then(
    ([page, antd]) => ({
      default: () => (
        <antd.AntdProviders>
          <page.SetupPage />
        </antd.AntdProviders>
      ),
    }),
  ),
);

const ACCESS_TYPE_PARAM = 'access-type';

/**
 * `/`: the first-run setup while the database has no company, else the chooser, or the
 * contractor login once `access-type` is given.
 */
export function ContractorEntry() {
  const [params] = useSearchParams();
  const setup = useQuery({
    queryKey: queryKeys.setupStatus,
    queryFn: ({ signal }) => fetchSetupStatus(signal),
    // Setup happens once per installation; the answer only changes when this app completes it.
    staleTime: Infinity,
  });

  if (setup.isPending) return <PageSpinner />;
  if (setup.data === true) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SetupPage />
      </Suspense>
    );
  }
  // If the status cannot be read, sign-in is still the most useful page to show.
  const accessType = params.get(ACCESS_TYPE_PARAM);
  if (accessType === 'CONTRACTOR') return <LoginPage accessType="CONTRACTOR" />;
  if (accessType === 'VENDOR') return <Navigate to={loginPathFor('VENDOR')} replace />;
  return <ChooserPage />;
}

/** `/vendor`: the chooser, or the vendor login with access-type=VENDOR. */
export function VendorEntry() {
  const [params] = useSearchParams();
  const accessType = params.get(ACCESS_TYPE_PARAM);
  if (accessType === 'VENDOR') return <LoginPage accessType="VENDOR" />;
  if (accessType === 'CONTRACTOR') return <Navigate to={loginPathFor('CONTRACTOR')} replace />;
  return <ChooserPage />;
}
