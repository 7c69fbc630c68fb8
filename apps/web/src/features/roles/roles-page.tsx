import { useCallback, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Skeleton, Space, Table, Tooltip } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyPermissions } from '@laydown/contracts';
import {
  FORBIDDEN_PERMISSIONS,
  LOCKED_PERMISSIONS,
  PERMISSION_GROUPS,
  PERMISSIONS,
  toPermissionMap,
  type Permission,
  type PermissionGroup,
  type RoleName,
} from '@laydown/domain';
import { errorMessage, isApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { fetchCompanyPermissions, saveCompanyPermissions } from '../../api/roles';
import { PageHeader } from '../../components/page-header';
import { PageResult } from '../../components/page-result';
import { StickySaveBar } from '../../components/sticky-save-bar';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useIsNarrow } from '../../components/use-media-query';
import { useCurrentUser } from '../../shell/current-user';
import { roleLabel } from '../company-users/user-status';
import { GROUP_TITLES, permissionLabel } from './permission-labels';

type Draft = Record<number, Set<Permission>>;

const TITLE = 'Roles and permissions';

const toDraft = (p: CompanyPermissions): Draft =>
  Object.fromEntries(
    p.roles.map((r) => [r.role_id, new Set(PERMISSIONS.filter((x) => r.permissions[x]))]),
  );

/** Why a box cannot be changed, or null. */
function lockReason(role: string, permission: Permission): string | null {
  if (LOCKED_PERMISSIONS[role as RoleName]?.includes(permission)) return 'Admins always keep this.';
  if (FORBIDDEN_PERMISSIONS[role as RoleName]?.includes(permission)) {
    return 'Material requesters cannot send and update orders.';
  }
  return null;
}

/** Roles and permissions (§6): what each role of the company may do, saved as a whole. */
export function RolesPage() {
  const user = useCurrentUser();
  const canEdit = user.user_permissions.can_manage_company_settings;
  const narrow = useIsNarrow();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.companyPermissions,
    queryFn: ({ signal }) => fetchCompanyPermissions(signal),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = useMemo(
    () => draft ?? (query.data ? toDraft(query.data) : null),
    [draft, query.data],
  );
  const save = useMutation({
    mutationFn: () =>
      saveCompanyPermissions(
        (query.data?.roles ?? []).map((r) => ({
          role_id: r.role_id,
          permissions: toPermissionMap(current?.[r.role_id] ?? []),
        })),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.companyPermissions, saved);
      setDraft(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      void message.success('The permissions were saved.');
    },
  });
  // Leaving with unchecked changes asks first; Save and Leave saves them (one guard for the app).
  const guard = useUnsavedChanges(
    draft !== null,
    useCallback(
      () =>
        save.mutateAsync().then(
          () => true,
          () => false,
        ),
      [save],
    ),
  );

  if (isApiError(query.error) && query.error.status === 403) {
    return (
      <PageResult
        status="403"
        title="Not allowed"
        subTitle="You cannot see the company's permissions."
      />
    );
  }
  if (query.isError) {
    return (
      <PageResult
        status="warning"
        title="The permissions could not be loaded"
        subTitle={errorMessage(query.error)}
      />
    );
  }
  if (!query.data || !current) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Skeleton active />
      </>
    );
  }

  const roles = query.data.roles;
  const toggle = (roleId: number, permission: Permission, on: boolean) => {
    const next: Draft = { ...current, [roleId]: new Set(current[roleId]) };
    if (on) next[roleId]?.add(permission);
    else next[roleId]?.delete(permission);
    setDraft(next);
  };

  return (
    <div data-testid="roles-page">
      <PageHeader
        title={TITLE}
        subtitle="What each role of your company may do"
        actions={
          canEdit ? (
            <Space>
              <Button
                disabled={!draft}
                onClick={() => {
                  guard.markClean();
                  setDraft(null);
                }}
              >
                Discard changes
              </Button>
              <Button
                type="primary"
                disabled={!draft}
                loading={save.isPending}
                onClick={() => save.mutate()}
                data-testid="roles-save"
              >
                Save
              </Button>
            </Space>
          ) : null
        }
      />
      {save.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(save.error)}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      ) : null}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {(Object.keys(PERMISSION_GROUPS) as PermissionGroup[]).map((group) => (
          <Card
            key={group}
            title={GROUP_TITLES[group]}
            size="small"
            variant="borderless"
            styles={{ body: { padding: 0 } }}
          >
            <Table<{ permission: Permission }>
              rowKey="permission"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={PERMISSION_GROUPS[group].map((permission) => ({ permission }))}
              columns={[
                {
                  title: 'Permission',
                  key: 'permission',
                  render: (_: unknown, row) => permissionLabel(row.permission),
                },
                ...roles.map((role) => ({
                  title: roleLabel(role.name),
                  key: String(role.role_id),
                  align: 'center' as const,
                  width: narrow ? 96 : 150,
                  render: (_: unknown, row: { permission: Permission }) => {
                    const reason = lockReason(role.name, row.permission);
                    const box = (
                      <Checkbox
                        checked={current[role.role_id]?.has(row.permission) ?? false}
                        disabled={!canEdit || reason !== null}
                        onChange={(event) =>
                          toggle(role.role_id, row.permission, event.target.checked)
                        }
                        aria-label={`${roleLabel(role.name)}: ${permissionLabel(row.permission)}`}
                        data-testid={`perm-${role.name}-${row.permission}`}
                      />
                    );
                    return reason ? <Tooltip title={reason}>{box}</Tooltip> : box;
                  },
                })),
              ]}
            />
          </Card>
        ))}
      </Space>
      {canEdit ? (
        <StickySaveBar
          dirty={draft !== null}
          saving={save.isPending}
          onSave={() => save.mutate()}
          onDiscard={() => {
            guard.markClean();
            setDraft(null);
          }}
          testId="roles-save-bar"
        />
      ) : null}
    </div>
  );
}
