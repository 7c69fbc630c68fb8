import { Layout } from 'antd';
import type { NavGroup } from './nav-model';
import { NavGroupsList } from './nav-groups-list';

/** The desktop sidebar: every group but the user's, which stays in the header. */
export function DesktopSider({ groups }: { groups: NavGroup[] }) {
  return (
    <Layout.Sider width={232} theme="light" className="nav-sider" data-testid="nav-sider">
      <nav aria-label="Main">
        <NavGroupsList groups={groups.filter((group) => group.key !== 'user')} />
      </nav>
    </Layout.Sider>
  );
}
