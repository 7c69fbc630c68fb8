import { z } from 'zod';
import { id, queryIds } from './primitives';
import { TEXT_LIMITS } from '@laydown/domain';
import { addressRecord, nestedAddress } from './addresses';
import { listQuery, queryBoolean } from './lists';

/** procurement-core §3 Project. `project_id` is the company's own project id code. */
export const projectRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  project_id: z.string().nullable(),
  active: z.boolean(),
  inventory: z.boolean(),
  is_placeholder: z.boolean(),
  project_group_id: z.number().int().nullable(),
  project_group_name: z.string().nullable(),
  default_watcher_user_ids: z.array(z.number().int()),
  addresses: z.array(addressRecord),
  created_at: z.string(),
});
export type ProjectRecord = z.infer<typeof projectRecord>;
export const projectBody = z.object({ project: projectRecord });

const projectFields = {
  name: z.string().trim().min(1, 'Name is required').max(TEXT_LIMITS.name),
  project_id: z
    .string()
    .trim()
    .max(TEXT_LIMITS.code)
    .nullish()
    .transform((v) => (v ? v : null)),
  active: z.boolean(),
  inventory: z.boolean(),
  project_group_id: id.nullable(),
  default_watcher_user_ids: z.array(id).max(100),
  addresses: z.array(nestedAddress).max(50),
};

export const createProjectRequest = z
  .object({
    project: z
      .object({
        name: projectFields.name,
        project_id: projectFields.project_id,
        active: projectFields.active.default(true),
        inventory: projectFields.inventory.default(false),
        project_group_id: projectFields.project_group_id.default(null),
        default_watcher_user_ids: projectFields.default_watcher_user_ids.default([]),
        addresses: projectFields.addresses.default([]),
      })
      .strict(),
  })
  .strict();
export type CreateProjectRequest = z.input<typeof createProjectRequest>;

export const updateProjectRequest = z
  .object({ project: z.object(projectFields).partial().strict() })
  .strict();
export type UpdateProjectRequest = z.input<typeof updateProjectRequest>;

export const PROJECT_SORTS = ['name', 'project_id', 'created_at'] as const;

/** GET /projects: search by name or project id; `show_all_projects` adds the 'unknown' project. */
export const projectListQuery = listQuery(PROJECT_SORTS, {
  active: queryBoolean.optional(),
  project_group_id: queryIds.optional(),
  show_all_projects: queryBoolean.optional(),
});

export const projectGroupRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ProjectGroupRecord = z.infer<typeof projectGroupRecord>;
export const projectGroupBody = z.object({ project_group: projectGroupRecord });

const groupFields = {
  name: z.string().trim().min(1, 'Name is required').max(TEXT_LIMITS.shortText),
  project_ids: z.array(id).max(1000),
};
export const createProjectGroupRequest = z
  .object({
    project_group: z
      .object({ name: groupFields.name, project_ids: groupFields.project_ids.default([]) })
      .strict(),
  })
  .strict();
export type CreateProjectGroupRequest = z.input<typeof createProjectGroupRequest>;
export const updateProjectGroupRequest = z
  .object({ project_group: z.object(groupFields).partial().strict() })
  .strict();
export type UpdateProjectGroupRequest = z.input<typeof updateProjectGroupRequest>;

export const watcherCandidate = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type WatcherCandidate = z.infer<typeof watcherCandidate>;
export const watcherCandidates = z.object({ records: z.array(watcherCandidate) });
