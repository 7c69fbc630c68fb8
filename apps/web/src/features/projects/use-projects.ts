import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProjectGroupRequest, UpdateProjectRequest } from '@laydown/contracts';
import {
  createProject,
  createProjectGroup,
  deleteProject,
  deleteProjectGroup,
  fetchProjectGroups,
  fetchProjects,
  fetchWatcherCandidates,
  updateProject,
  updateProjectGroup,
} from '../../api/projects';
import { referenceKeys } from '../../api/reference-query-keys';
import { usePagedList } from '../../components/use-paged-list';

export function useProjects(apiQuery: string) {
  return usePagedList([...referenceKeys.projects, apiQuery], (page, signal) =>
    fetchProjects(apiQuery, page, signal),
  );
}

/** Every pickable project (up to 1000, the fetch-all page), for selects. */
export function useAllProjects() {
  return useQuery({
    queryKey: [...referenceKeys.projects, 'all'],
    queryFn: ({ signal }) => fetchProjects('per_page=1000', 1, signal),
  });
}

export function useProjectGroups() {
  return useQuery({
    queryKey: referenceKeys.projectGroups,
    queryFn: ({ signal }) => fetchProjectGroups(signal),
  });
}

export function useWatcherCandidates() {
  return useQuery({
    queryKey: [...referenceKeys.projects, 'watchers'],
    queryFn: ({ signal }) => fetchWatcherCandidates(signal),
  });
}

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: referenceKeys.projects }),
      queryClient.invalidateQueries({ queryKey: referenceKeys.projectGroups }),
    ]);
}

export function useSaveProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, project }: { id?: number; project: UpdateProjectRequest['project'] }) =>
      id === undefined
        ? createProject({ project: { ...project, name: project.name ?? '' } })
        : updateProject(id, { project }),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: deleteProject, onSuccess: invalidate });
}

export function useSaveProjectGroup() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({
      id,
      group,
    }: {
      id?: number;
      group: UpdateProjectGroupRequest['project_group'];
    }) =>
      id === undefined
        ? createProjectGroup({ project_group: { ...group, name: group.name ?? '' } })
        : updateProjectGroup(id, { project_group: group }),
    onSuccess: invalidate,
  });
}

export function useDeleteProjectGroup() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: deleteProjectGroup, onSuccess: invalidate });
}
