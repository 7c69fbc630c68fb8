import type { ComponentType } from 'react';
import {
  CarOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  InboxOutlined,
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
  /** The area's page; without one the area is shown as coming, not as a link. */
  to?: string;
}

export const HOME_INTRO: Record<AccessType, string> = {
  CONTRACTOR:
    'Everything your team buys flows through these areas, from the first request for quote to the invoice.',
  VENDOR: 'Your customers reach you here: answer their quotes, confirm their orders, ship on time.',
};

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
  const can = user.user_permissions;
  const hasCompany = user.account !== null;
  return [
    {
      title: 'Projects',
      text: 'Jobs, their addresses, cost codes and budgets.',
      icon: ProjectOutlined,
      to: hasCompany && holdsPermission(can, 'can_read_projects') ? '/projects' : undefined,
    },
    {
      title: 'Material Database',
      text: 'Every material your company buys, with prices and history.',
      icon: DatabaseOutlined,
      to: hasCompany ? '/materials' : undefined,
    },
    {
      title: 'Orders',
      text: 'Requests for quote, purchase orders and deliveries.',
      icon: ShoppingCartOutlined,
      to: hasCompany && holdsPermission(can, 'can_read_orders_and_rfqs') ? '/orders' : undefined,
    },
    {
      title: 'Invoices',
      text: 'Vendor invoices matched to what was ordered.',
      icon: FileTextOutlined,
    },
    {
      title: 'Inventory',
      text: 'Stock in your warehouses and requests from the field.',
      icon: InboxOutlined,
    },
  ];
}
