import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { dashboardKeys, fetchOrderStats, fetchOrderStatsByProject } from '../../api/dashboard';
import { LightResult } from '../../components/light/light-result';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { recordId } from '../../components/record-id';
import { errorMessage } from '../../api/api-error';
import { ProjectCountsTable } from './project-counts-table';
import { StateCountChart } from './state-count-chart';
import './dashboard.css';

/**
 * access-and-platform §2 Dashboard: order counts per state (quoted, ordered, shipped, partially
 * shipped, delivered, cancelled), overall or of one project (project_id in the query string), and
 * per project; every count links to the order list filtered the same way.
 */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const projectId = recordId(params.get('project_id')) ?? undefined;
  const stats = useQuery({
    queryKey: dashboardKeys.orderStats(projectId),
    queryFn: ({ signal }) => fetchOrderStats(projectId, signal),
  });
  const byProject = useQuery({
    queryKey: dashboardKeys.byProject(),
    queryFn: ({ signal }) => fetchOrderStatsByProject(signal),
  });
  const projects = byProject.data ?? [];
  const chosen = projects.find((p) => p.project_id === projectId);

  return (
    <div data-testid="dashboard-page">
      <PageHeader
        title="Dashboard"
        subtitle={<Typography.Text type="secondary">Orders by status</Typography.Text>}
      />
      <section className="list-card dashboard-card" aria-labelledby="dashboard-counts">
        <div className="dashboard-card__head">
          <Typography.Title level={2} id="dashboard-counts" className="dashboard-card__title">
            {chosen ? chosen.project_name : 'All projects'}
          </Typography.Title>
          <Select<number>
            aria-label="Project"
            placeholder="All projects"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={projectId}
            onChange={(next) =>
              setParams(next ? { project_id: String(next) } : {}, { replace: true })
            }
            options={projects.map((p) => ({ value: p.project_id, label: p.project_name }))}
            style={{ width: 240 }}
            data-testid="dashboard-project"
          />
        </div>
        {stats.isError ? (
          <LightResult
            status="warning"
            title="The counts could not be loaded"
            subTitle={errorMessage(stats.error)}
          />
        ) : stats.data ? (
          <StateCountChart counts={stats.data} projectId={projectId} />
        ) : (
          <PageSpinner />
        )}
      </section>
      <section className="list-card dashboard-card" aria-labelledby="dashboard-projects">
        <Typography.Title level={2} id="dashboard-projects" className="dashboard-card__title">
          By project
        </Typography.Title>
        {byProject.data ? <ProjectCountsTable projects={projects} /> : <PageSpinner />}
      </section>
    </div>
  );
}
