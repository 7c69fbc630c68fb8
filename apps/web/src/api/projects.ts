import {
  listOf,
  okBody,
  projectBody,
  projectGroupBody,
  projectGroupRecord,
  projectRecord,
  watcherCandidates,
  type CreateProjectGroupRequest,
  type CreateProjectRequest,
  type ListPage,
  type ProjectGroupRecord,
  type ProjectRecord,
  type UpdateProjectGroupRequest,
  type UpdateProjectRequest,
  type WatcherCandidate,
} from '@laydown/contracts';
import { http } from './http-client';

const projectList = listOf(projectRecord);
const groupList = listOf(projectGroupRecord);

export function fetchProjects(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<ProjectRecord>> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return http.request(`/api/projects?${params}`, { schema: projectList, signal });
}

export function createProject(request: CreateProjectRequest): Promise<ProjectRecord> {
  return http
    .request('/api/project', { method: 'POST', body: request, schema: projectBody })
    .then((b) => b.project);
}

export function updateProject(id: number, request: UpdateProjectRequest): Promise<ProjectRecord> {
  return http
    .request(`/api/project/${id}`, { method: 'PATCH', body: request, schema: projectBody })
    .then((b) => b.project);
}

export function deleteProject(id: number): Promise<unknown> {
  return http.request(`/api/project/${id}`, { method: 'DELETE', schema: okBody });
}

export function fetchWatcherCandidates(signal?: AbortSignal): Promise<WatcherCandidate[]> {
  return http
    .request('/api/project_watcher_candidates', { schema: watcherCandidates, signal })
    .then((b) => b.records);
}

export function fetchProjectGroups(signal?: AbortSignal): Promise<ProjectGroupRecord[]> {
  return http.request('/api/project_groups', { schema: groupList, signal }).then((b) => b.records);
}

export function createProjectGroup(request: CreateProjectGroupRequest) {
  return http
    .request('/api/project_groups', { method: 'POST', body: request, schema: projectGroupBody })
    .then((b) => b.project_group);
}

export function updateProjectGroup(id: number, request: UpdateProjectGroupRequest) {
  return http
    .request(`/api/project_groups/${id}`, {
      method: 'PATCH',
      body: request,
      schema: projectGroupBody,
    })
    .then((b) => b.project_group);
}

export function deleteProjectGroup(id: number): Promise<unknown> {
  return http.request(`/api/project_groups/${id}`, { method: 'DELETE', schema: okBody });
}

export function fetchProject(id: number, signal?: AbortSignal): Promise<ProjectRecord> {
  return http.request(`/api/project/${id}`, { schema: projectBody, signal }).then((b) => b.project);
}
