import { Tag } from 'antd';
import { CompanySwitcher } from './company-switcher';
import type { CurrentUser } from '@laydown/contracts';
import type { NavGroup } from './nav-model';
import { NavItemView } from './nav-item-view';
import { UserAvatar } from './user-avatar';

interface DesktopNavProps {
  groups: NavGroup[];
  user: CurrentUser;
}

/** From the md breakpoint up: main items on the left, company, admin and user groups on the right. */
export function DesktopNav({ groups, user }: DesktopNavProps) {
  const group = (key: NavGroup['key']) => groups.find((candidate) => candidate.key === key);
  const main = group('main');
  const company = group('company');
  const internal = group('internal');
  const account = group('user');

  return (
    <>
      <nav className="nav-bar__main" aria-label="Main">
        {main?.items.map((item) => (
          <NavItemView key={item.label} item={item} />
        ))}
      </nav>
      <div className="nav-bar__end">
        {internal ? (
          <div className="nav-bar__group" data-testid="nav-group-internal">
            <Tag color="orange" variant="filled" style={{ marginInlineEnd: 0 }}>
              {internal.title}
            </Tag>
            {internal.items.map((item) => (
              <NavItemView key={item.label} item={item} />
            ))}
          </div>
        ) : null}
        {company ? (
          <div className="nav-bar__group" data-testid="nav-group-company">
            {user.company_id !== null ? <CompanySwitcher name={company.caption ?? ''} /> : null}
            {company.items.map((item) => (
              <NavItemView key={item.label} item={item} />
            ))}
          </div>
        ) : null}
        {account ? (
          <div className="nav-bar__group" data-testid="nav-group-user">
            <span className="nav-bar__label" data-testid="nav-user-label">
              <UserAvatar user={user} size={28} />
              <span className="nav-bar__label-text">{account.caption}</span>
            </span>
            {account.items.map((item) => (
              <NavItemView key={item.label} item={item} />
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}
