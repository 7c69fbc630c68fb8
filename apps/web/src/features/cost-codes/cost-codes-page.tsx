import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../components/list-page';
import { useListParams } from '../../components/use-list-params';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
import { useCurrentUser } from '../../shell/current-user';
import { COST_CODE_FILTERS, CostCodesList } from './cost-codes-list';
import { CodesList, PhasesList } from './parts-lists';
import { RECORD_PARAMS } from './record-params';
import { useCostCodeSettings } from './use-cost-codes';

/** On this settings page the cost code drawer is 'Add New Code' (procurement-core §2). */
const CREATE_LABELS = {
  cost_codes: 'Add New Code',
  numbers: 'Add New Code',
  phases: 'Add New Phase',
  classes: 'Add New Class',
} as const;
type Tab = keyof typeof CREATE_LABELS;

/** Cost codes with their numbers, phases and classes; phases and classes show when switched on. */
export function CostCodesPage() {
  const user = useCurrentUser();
  const { settings } = useCostCodeSettings();
  const params = useListParams(COST_CODE_FILTERS);
  const [searchParams, setSearchParams] = useSearchParams();
  const canEdit = user.user_permissions.can_edit_cost_code;
  const tabs: { key: Tab; label: string }[] = [
    { key: 'cost_codes', label: 'Cost Codes' },
    { key: 'numbers', label: 'Codes' },
    ...(settings.phase_code_enabled ? [{ key: 'phases' as const, label: 'Phases' }] : []),
    ...(settings.class_enabled ? [{ key: 'classes' as const, label: 'Classes' }] : []),
  ];
  const requested = searchParams.get('tab');
  const tab: Tab = tabs.find((t) => t.key === requested)?.key ?? 'cost_codes';
  const route = useRecordRoute(RECORD_PARAMS[tab]);

  return (
    <ListPage
      title="Cost Codes"
      total={undefined}
      testId="cost-codes-page"
      createLabel={CREATE_LABELS[tab]}
      onCreate={canEdit ? () => route.open(NEW_RECORD) : undefined}
      toolbar={
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            setSearchParams(key === 'cost_codes' ? {} : { tab: key }, { replace: true })
          }
          items={tabs}
          style={{ width: '100%', marginBottom: -12 }}
        />
      }
    >
      {tab === 'cost_codes' ? <CostCodesList params={params} canEdit={canEdit} /> : null}
      {tab === 'numbers' ? <CodesList kind="numbers" params={params} canEdit={canEdit} /> : null}
      {tab === 'classes' ? <CodesList kind="classes" params={params} canEdit={canEdit} /> : null}
      {tab === 'phases' ? <PhasesList params={params} canEdit={canEdit} /> : null}
    </ListPage>
  );
}
