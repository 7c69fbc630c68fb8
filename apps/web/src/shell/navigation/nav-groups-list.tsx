import type { NavGroup } from './nav-model';
import { CompanySwitcher } from './company-switcher';
import { NavItemView } from './nav-item-view';

interface NavGroupsListProps {
  groups: NavGroup[];
  /** Called after an item is chosen, so a drawer can close. */
  onSelect?: () => void;
}

/** The navigation groups as titled vertical lists: the desktop sidebar and the phone drawer. */
export function NavGroupsList({ groups, onSelect }: NavGroupsListProps) {
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.key}
          className="nav-drawer__group"
          data-testid={`nav-group-${group.key}`}
        >
          <div className="nav-drawer__group-title">{group.title}</div>
          {group.key === 'company' && group.caption ? (
            <div className="nav-drawer__caption">
              <CompanySwitcher name={group.caption} compact />
            </div>
          ) : null}
          {group.items.map((item) => (
            <NavItemView key={item.label} item={item} onSelect={onSelect} />
          ))}
        </section>
      ))}
    </>
  );
}
