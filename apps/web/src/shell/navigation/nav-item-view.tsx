import { LoadingOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router';
import { navTestId, type NavItem } from './nav-model';

interface NavItemViewProps {
  item: NavItem;
  /** Called after a click, so the drawer can close. */
  onSelect?: () => void;
}

export function NavItemView({ item, onSelect }: NavItemViewProps) {
  const Icon = item.icon;
  if (item.kind === 'link') {
    return (
      <NavLink
        to={item.to}
        end
        className={({ isActive }) => (isActive ? 'nav-item nav-item--active' : 'nav-item')}
        data-testid={navTestId(item.label)}
        onClick={onSelect}
      >
        <Icon className="nav-item__icon" />
        <span>{item.label}</span>
      </NavLink>
    );
  }
  return (
    <button
      type="button"
      className="nav-item"
      data-testid={navTestId(item.label)}
      disabled={item.busy}
      onClick={() => {
        item.onClick();
        onSelect?.();
      }}
    >
      {item.busy ? (
        <LoadingOutlined className="nav-item__icon" />
      ) : (
        <Icon className="nav-item__icon" />
      )}
      <span>{item.label}</span>
    </button>
  );
}
