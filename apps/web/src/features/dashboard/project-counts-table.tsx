import { Link } from 'react-router';
import type { ProjectStateCounts } from '@laydown/contracts';
import { DASHBOARD_LABELS, DASHBOARD_STATES, orderListHref } from './dashboard-links';

/** The counts of each project (GET /dashboard/order_stats_by_project), each a link to the list. */
export function ProjectCountsTable({ projects }: { projects: ProjectStateCounts[] }) {
  if (projects.length === 0) return <p>No project has quoted or ordered anything yet.</p>;
  return (
    <div className="dashboard-table-wrap" tabIndex={0} role="region" aria-label="Orders by project">
      <table className="dashboard-table" data-testid="dashboard-by-project">
        <thead>
          <tr>
            <th scope="col">Project</th>
            {DASHBOARD_STATES.map((state) => (
              <th scope="col" key={state}>
                {DASHBOARD_LABELS[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.project_id}>
              <th scope="row">{project.project_name}</th>
              {DASHBOARD_STATES.map((state) => (
                <td key={state}>
                  <Link
                    to={orderListHref(state, project.project_id)}
                    aria-label={`${project.project_name}, ${DASHBOARD_LABELS[state]}: ${project.state_counts[state]} orders`}
                  >
                    {project.state_counts[state]}
                  </Link>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
