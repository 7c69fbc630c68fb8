import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@laydown/contracts';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../shell/current-user';
import { hasPage } from '../../shell/landing';
import { HOME_PAGE_PATHS } from '../../shell/paths';
import { homeAreas, homeIntro, MISSING_LABEL, type HomeArea } from './home-areas';
import { roleLabel } from '../company-users/user-status';

const ACCESS_LABEL = { CONTRACTOR: 'Contractor', VENDOR: 'Vendor' } as const;

/** The overview's rows: only what the user has (support staff belong to no company). */
function overview(user: CurrentUser) {
  const accountLabel = user.type === 'VENDOR' ? 'Vendor' : 'Company';
  return [
    ...(user.account ? [{ key: 'account', label: accountLabel, children: user.account.name }] : []),
    ...(user.role ? [{ key: 'role', label: 'Role', children: roleLabel(user.role.name) }] : []),
    {
      key: 'access',
      label: 'Access',
      children: user.is_laydown ? 'Laydown support staff' : ACCESS_LABEL[user.type],
    },
    { key: 'email', label: 'Signed in as', children: user.email },
  ];
}

function AreaTile({ area }: { area: HomeArea }) {
  const Icon = area.icon;
  const body = (
    <>
      <span className="home-area__icon">
        <Icon />
      </span>
      <span className="home-area__body">
        <span className="home-area__title">
          {area.title}
          {area.missing ? (
            <span className="home-area__soon">{MISSING_LABEL[area.missing]}</span>
          ) : null}
        </span>
        <span className="home-area__text">{area.text}</span>
      </span>
    </>
  );
  // Only an area the user can open looks and acts like a link; the others say why not.
  return area.to ? (
    <Link to={area.to} className="home-area home-area--link" data-testid="home-area-link">
      {body}
    </Link>
  ) : (
    <div className="home-area home-area--soon" data-testid="home-area-soon">
      {body}
    </div>
  );
}

/**
 * A titled panel of the home page in plain elements styled by the stylesheet: the page most users
 * land on after signing in builds no component styles at run time (decision 0072).
 */
function HomeCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="home-card" aria-label={title} data-testid={testId}>
      <h2 className="home-card__title">{title}</h2>
      {children}
    </section>
  );
}

/** The landing page after sign-in; the order dashboard will take this place. */
export function HomePage() {
  const user = useCurrentUser();
  const accountName = user.account?.name;
  const chosen = user.type === 'CONTRACTOR' ? user.home_page : null;
  const chosenMissing = chosen !== null && !hasPage(HOME_PAGE_PATHS[chosen]);
  return (
    <div data-testid="home-page">
      <PageHeader
        title={`Welcome, ${user.first_name}`}
        documentTitle="Home"
        subtitle={
          accountName ? (
            <span className="home-company" data-testid="home-company">
              {accountName}
            </span>
          ) : null
        }
      />
      {chosenMissing ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          title={`${chosen} is coming soon. You chose it as your home page, so you will land there once it exists; until then you land here.`}
          data-testid="home-coming-notice"
        />
      ) : null}
      <div className="home-grid">
        <HomeCard title="Your workspace">
          <p className="home-card__intro">{homeIntro(user)}</p>
          <div className="home-areas">
            {homeAreas(user).map((area) => (
              <AreaTile key={area.title} area={area} />
            ))}
          </div>
        </HomeCard>
        <HomeCard title="Overview" testId="home-overview">
          <dl className="home-overview">
            {overview(user).map((row) => (
              <div key={row.key} className="home-overview__row">
                <dt>{row.label}</dt>
                <dd>{row.children}</dd>
              </div>
            ))}
          </dl>
        </HomeCard>
      </div>
    </div>
  );
}
