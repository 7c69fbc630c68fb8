import type { ProjectGroupRecord, ProjectRecord } from '@laydown/contracts';
import { presentAddress } from '../addresses/presenter';
import type { AddressRow } from '../addresses/service';
import type { ProjectGroupRow } from './group-repository';
import type { ProjectRow } from './repository';

export function presentProject(
  project: ProjectRow,
  groupName: string | null,
  addresses: AddressRow[],
): ProjectRecord {
  return {
    id: project.id,
    name: project.name,
    project_id: project.projectCode,
    active: project.active,
    inventory: project.inventory,
    is_placeholder: project.isPlaceholder,
    project_group_id: project.projectGroupId,
    project_group_name: groupName,
    default_watcher_user_ids: project.defaultWatcherUserIds,
    addresses: addresses.map(presentAddress),
    created_at: project.createdAt.toISOString(),
  };
}

export function presentProjectGroup(
  group: ProjectGroupRow,
  projects: { id: number; name: string }[],
): ProjectGroupRecord {
  return {
    id: group.id,
    name: group.name,
    projects: projects.map(({ id, name }) => ({ id, name })),
  };
}
