import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client';
import * as groups from '../../src/modules/projects/group-service';
import * as projects from '../../src/modules/projects/service';
import { systemScope } from '../../src/platform/scope';

const suffix = () => randomUUID().slice(0, 6);

/** A project of the company (a bare one: no addresses, watchers or group). */
export function createProjectRow(db: Database, companyId: number, name = `Project ${suffix()}`) {
  return projects.createProject(db, systemScope('test factory', companyId), {
    name,
    projectCode: `P-${suffix()}`,
  });
}

export function createProjectGroupRow(db: Database, companyId: number, projectIds: number[] = []) {
  return groups.createGroup(db, systemScope('test factory', companyId), {
    name: `Group ${suffix()}`,
    project_ids: projectIds,
  });
}
