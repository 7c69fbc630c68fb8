import type { ComponentType } from 'react';
import {
  CarOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  InboxOutlined,
  ProjectOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { AccessType } from '@laydown/domain';

export interface HomeArea {
  title: string;
  text: string;
  icon: ComponentType;
}

export const HOME_INTRO: Record<AccessType, string> = {
  CONTRACTOR:
    'Everything your team buys flows through these areas, from the first request for quote to the invoice.',
  VENDOR: 'Your customers reach you here: answer their quotes, confirm their orders, ship on time.',
};

/** The areas a user works in, as the spec's home page choices name them (§1). */
export const HOME_AREAS: Record<AccessType, HomeArea[]> = {
  CONTRACTOR: [
    {
      title: 'Projects',
      text: 'Jobs, their addresses, cost codes and budgets.',
      icon: ProjectOutlined,
    },
    {
      title: 'Orders',
      text: 'Requests for quote, purchase orders and deliveries.',
      icon: ShoppingCartOutlined,
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
  ],
  VENDOR: [
    {
      title: 'Quotes',
      text: 'Requests for quote from your customers, priced by you.',
      icon: FileDoneOutlined,
    },
    { title: 'Orders', text: 'Purchase orders to confirm and fulfil.', icon: ShoppingCartOutlined },
    { title: 'Deliveries', text: 'Shipments on their way to the job site.', icon: CarOutlined },
  ],
};
