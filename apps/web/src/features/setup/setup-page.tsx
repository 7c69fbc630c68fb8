import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreateCompanyRequest } from '@laydown/contracts';
import { completeSetup } from '../../api/setup';
import { queryKeys } from '../../api/query-keys';
import { AuthLayout } from '../../components/auth-layout';
import { CompanyForm } from '../companies/company-form';
import { homePathFor } from '../../shell/paths';

/** First visit of a fresh installation: create the first company and its administrator. */
export function SetupPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (request: CreateCompanyRequest) => {
    const user = await completeSetup(request);
    // The answer signs the administrator in; no need to ask the server again.
    queryClient.setQueryData(queryKeys.currentUser, user);
    queryClient.setQueryData(queryKeys.setupStatus, false);
    await navigate(homePathFor(user.type), { replace: true });
  };

  return (
    <AuthLayout
      title="Set up Laydown"
      subtitle="Create your company and its first administrator. You will be signed in as this administrator."
      width={640}
      testId="setup-page"
    >
      <CompanyForm onSubmit={submit} submitLabel="Create company and sign in" />
    </AuthLayout>
  );
}
