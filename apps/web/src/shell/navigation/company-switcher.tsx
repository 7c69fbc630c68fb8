import { Button, Tooltip } from 'antd';
import { BankOutlined, DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ACCESS_MESSAGES } from '@laydown/domain';
import { fetchMyCompanies, switchCompany } from '../../api/companies';
import { queryKeys } from '../../api/query-keys';
import { OnDemandDropdown } from '../../components/on-demand-dropdown';
import { useBecome } from '../use-become';

/**
 * The company label of the navigation bar; for a user of several companies it opens a list to
 * switch to another (§2 Navigation bar, §7 POST /companies/{id}/switch).
 */
export function CompanySwitcher({ name, compact = false }: { name: string; compact?: boolean }) {
  const companies = useQuery({
    queryKey: queryKeys.myCompanies,
    queryFn: ({ signal }) => fetchMyCompanies(signal),
    staleTime: 60_000,
  });
  const become = useBecome(switchCompany, '/home');
  const others = (companies.data ?? []).filter((c) => !c.current);
  const label = (
    <span className="nav-bar__label" data-testid="nav-company-label">
      <BankOutlined />
      <span className="nav-bar__label-text">{name}</span>
    </span>
  );
  if (others.length === 0) return compact ? label : <Tooltip title={name}>{label}</Tooltip>;
  return (
    <OnDemandDropdown
      menu={{
        items: others.map((c) => ({
          key: String(c.id),
          // After single sign-on the session stays in its company (decision 0029).
          disabled: !c.switchable,
          title: c.switchable ? undefined : ACCESS_MESSAGES.session.ssoBound,
          label: <span data-testid={`switch-company-${c.id}`}>{c.name}</span>,
        })),
        onClick: ({ key }) => become.mutate(Number(key)),
      }}
    >
      <Button
        type="text"
        loading={become.isPending}
        data-testid="company-switcher"
        aria-label={`Company: ${name}. Switch company`}
        style={{ paddingInline: 8 }}
      >
        {label}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </OnDemandDropdown>
  );
}
