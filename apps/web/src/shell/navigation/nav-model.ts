import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  DatabaseOutlined,
  HomeOutlined,
  LogoutOutlined,
  MailOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@laydown/contracts';
import { homePathFor } from '../paths';
import { orderNavItems } from './order-nav';
import { referenceNavItems } from './reference-nav';
import { holdsPermission } from '@laydown/domain';

type Icon = ComponentType<{ className?: string }>;

export type NavItem =
  | { kind: 'link'; label: string; to: string; icon: Icon }
  | { kind: 'action'; label: string; onClick: () => void; icon: Icon; busy?: boolean };

export interface NavGroup {
  key: 'main' | 'company' | 'internal' | 'user';
  title: string;
  /** A label shown with the group: the company name, the user's name. */
  caption?: string;
  items: NavItem[];
}

/** Test ids come from the label so a new item gets one without anyone thinking of it (spec §2). */
export function navTestId(label: string): string {
  return `nav-${label.toLowerCase().trim().replace(/\s+/g, '-')}`;
}

export function fullName(user: CurrentUser): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

interface NavActions {
  signOut: () => void;
  signingOut: boolean;
}

const MAIL_OUTBOX: NavItem = {
  kind: 'link',
  label: 'Mail outbox',
  to: '/mail_outbox',
  icon: MailOutlined,
};

/** The groups of spec §2 Navigation bar; each later feature adds its items here. */
export function buildNavigation(user: CurrentUser, actions: NavActions): NavGroup[] {
  const isVendor = user.type === 'VENDOR';
  const accountName = user.account?.name ?? '';
  const groups: NavGroup[] = [
    {
      key: 'main',
      title: 'Menu',
      items: [
        { kind: 'link', label: 'Home', to: homePathFor(user.type), icon: HomeOutlined },
        ...orderNavItems(user),
      ],
    },
  ];
  // Support staff who belong to no company have no company group.
  if (!isVendor && user.account) {
    const companyItems: NavItem[] = [
      { kind: 'link', label: 'Material Database', to: '/materials', icon: DatabaseOutlined },
      ...referenceNavItems(user),
    ];
    const perms = user.user_permissions;
    if (holdsPermission(perms, 'can_read_company_settings')) {
      companyItems.push({
        kind: 'link',
        label: 'Roles',
        to: '/company_settings/roles',
        icon: SafetyOutlined,
      });
    }
    if (user.user_permissions.can_manage_users) {
      companyItems.push(
        { kind: 'link', label: 'Users', to: '/company_settings/users', icon: TeamOutlined },
        MAIL_OUTBOX,
      );
    }
    groups.push({ key: 'company', title: 'Company', caption: accountName, items: companyItems });
  }
  // The support pages live under the contractor shell, where support staff sign in.
  if (user.is_laydown && !isVendor) {
    groups.push({
      key: 'internal',
      title: 'Laydown admin',
      items: [
        { kind: 'link', label: 'Companies', to: '/internal/companies', icon: AppstoreOutlined },
        MAIL_OUTBOX,
      ],
    });
  }
  groups.push({
    key: 'user',
    title: 'Account',
    caption: isVendor && accountName ? `${fullName(user)} · ${accountName}` : fullName(user),
    items: [
      {
        kind: 'link',
        label: 'Settings',
        to: isVendor ? '/vendor/user_settings' : '/user_settings?tab=settings',
        icon: SettingOutlined,
      },
      {
        kind: 'action',
        label: 'Sign out',
        onClick: actions.signOut,
        icon: LogoutOutlined,
        busy: actions.signingOut,
      },
    ],
  });
  return groups;
}
