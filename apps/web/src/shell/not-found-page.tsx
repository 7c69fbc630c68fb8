import { Link, useLocation } from 'react-router';
import { PageResult } from '../components/page-result';
import { homePathFor } from './paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const home = homePathFor(pathname.startsWith('/vendor') ? 'VENDOR' : 'CONTRACTOR');
  return (
    <main className="centered-page" data-testid="not-found-page">
      <PageResult
        status="404"
        title="Page not found"
        subTitle="The page you are looking for does not exist or has moved."
        extra={
          <Link to={home} className="link-button">
            Back to home
          </Link>
        }
      />
    </main>
  );
}
