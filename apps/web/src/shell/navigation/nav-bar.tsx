import { Layout } from 'antd';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useIsNarrow } from '../../components/use-media-query';
import { useCurrentUser } from '../current-user';
import { homePathFor } from '../paths';
import { useSignOut } from '../use-sign-out';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { buildNavigation } from './nav-model';

export function NavBar() {
  const user = useCurrentUser();
  const narrow = useIsNarrow();
  const signOut = useSignOut(user.type);
  const groups = buildNavigation(user, {
    signOut: () => signOut.mutate(),
    signingOut: signOut.isPending,
  });

  return (
    <Layout.Header className="nav-bar">
      <Link to={homePathFor(user.type)} className="nav-bar__logo" aria-label="Laydown home">
        <BrandLogo size={28} />
      </Link>
      {narrow ? (
        <>
          <div className="nav-bar__spacer" />
          <MobileNav groups={groups} user={user} />
        </>
      ) : (
        <DesktopNav groups={groups} user={user} />
      )}
    </Layout.Header>
  );
}
