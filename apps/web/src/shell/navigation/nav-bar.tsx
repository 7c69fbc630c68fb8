import { Layout } from 'antd';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { homePathFor } from '../paths';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import type { NavGroup } from './nav-model';
import type { CurrentUser } from '@laydown/contracts';

interface NavBarProps {
  user: CurrentUser;
  groups: NavGroup[];
  narrow: boolean;
}

/** The header: the logo, and the user's group (desktop) or the drawer button (phones). */
export function NavBar({ user, groups, narrow }: NavBarProps) {
  return (
    <Layout.Header className="nav-bar">
      <Link to={homePathFor(user.type)} className="nav-bar__logo" aria-label="Laydown home">
        <BrandLogo size={28} />
      </Link>
      <div className="nav-bar__spacer" />
      {narrow ? (
        <MobileNav groups={groups} user={user} />
      ) : (
        <DesktopNav groups={groups} user={user} />
      )}
    </Layout.Header>
  );
}
