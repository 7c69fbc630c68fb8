import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  CarOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  InboxOutlined,
  MailOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@laydown/contracts';
import { holdsPermission, type AccessType } from '@laydown/domain';

export interface HomeArea {
  title: string;
  text: string;
  icon: ComponentType;
  /** The area's page; without one the area is not a link and says why (`missing`). */
  to?: string;
  /** Why there is no link: the area is not built yet, or the user's role does not open it. */
  missing?: 'soon' | 'role';
}

export const MISSING_LABEL = { soon: 'Coming soon', role: 'Not in your role' } as const;

export const HOME_INTRO: Record<AccessType | 'SUPPORT', string> = {
  CONTRACTOR:
    'Everything your team buys flows through these areas, from the first request for quote to the invoice.',
  VENDOR: 'Your customers reach you here: answer their quotes, confirm their orders, ship on time.',
  SUPPORT:
    'You help companies from here: find a company, act as one of its users with their consent, and read the mail Laydown sent.',
};

/** Which introduction the home page shows: support staff belong to no company. */
export function homeIntro(user: CurrentUser): string {
  return user.is_laydown && user.account === null ? HOME_INTRO.SUPPORT : HOME_INTRO[user.type];
}

/** A built area, linked when `allowed`, otherwise shown as not in the user's role. */
function built(area: Omit<HomeArea, 'to' | 'missing'>, to: string, allowed: boolean): HomeArea {
  return allowed ? { ...area, to } : { ...area, missing: 'role' };
}

const SUPPORT_AREAS: HomeArea[] = [
  {
    title: 'Companies',
    text: 'Every company on Laydown, their users, and acting as one of them.',
    icon: AppstoreOutlined,
    to: '/internal/companies',
  },
  {
    title: 'Mail outbox',
    text: 'The mail Laydown sent or kept, with its delivery state.',
    icon: MailOutlined,
    to: '/mail_outbox',
  },
];

/**
 * The areas a user works in, as the spec's home page choices name them (§1), linked when the user
 * may open them; the areas that are not built yet say so instead of looking clickable.
 */
export function homeAreas(user: CurrentUser): HomeArea[] {
  if (user.type === 'VENDOR') {
    return [
      {
        title: 'Quotes',
        text: 'Requests for quote from your customers, priced by you.',
        icon: FileDoneOutlined,
        to: '/vendor/orders?state=QUOTED',
      },
      {
        title: 'Orders',
        text: 'Purchase orders to confirm and fulfil.',
        icon: ShoppingCartOutlined,
        to: '/vendor/orders?state=ORDERED',
      },
      {
        title: 'Deliveries',
        text: 'Shipments on their way to the job site.',
        icon: CarOutlined,
        to: '/vendor/orders?state=SHIPPED',
      },
      {
        title: 'Settings',
        text: 'Your account and your password.',
        icon: SettingOutlined,
        to: '/vendor/user_settings',
      },
    ];
  }
  if (user.is_laydown && user.account === null) return SUPPORT_AREAS;
  const can = user.user_permissions;
  return [
    built(
      {
        title: 'Projects',
        text: 'Jobs, their addresses, cost codes and budgets.',
        icon: ProjectOutlined,
      },
      '/projects',
      holdsPermission(can, 'can_read_projects'),
    ),
    built(
      {
        title: 'Material Database',
        text: 'Every material your company buys, with prices and history.',
        icon: DatabaseOutlined,
      },
      '/materials',
      true,
    ),
    built(
      {
        title: 'Orders',
        text: 'Requests for quote, purchase orders and deliveries.',
        icon: ShoppingCartOutlined,
      },
      '/orders',
      holdsPermission(can, 'can_read_orders_and_rfqs'),
    ),
    {
      title: 'Invoices',
      text: 'Vendor invoices matched to what was ordered.',
      icon: FileTextOutlined,
      missing: 'soon',
    },
    {
      title: 'Inventory',
      text: 'Stock in your warehouses and requests from the field.',
      icon: InboxOutlined,
      missing: 'soon',
    },
  ];
}
