import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { MaterialExportRequest } from '@laydown/contracts';
import { MATERIAL_FILTER_KEYS } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { exportMaterials } from '../../api/materials';
import { OnDemandDropdown } from '../../components/on-demand-dropdown';

type Format = MaterialExportRequest['format'];

/** The list's query string as the export body: the same search, filters and sort. */
export function exportRequest(query: string, format: Format): MaterialExportRequest {
  const params = new URLSearchParams(query);
  const filters = Object.fromEntries(
    MATERIAL_FILTER_KEYS.filter((key) => params.getAll(key).length > 0).map((key) => [
      key,
      params.getAll(key),
    ]),
  );
  const sort = params.get('sort');
  const projects = JSON.parse(params.get('projects_with_empty') ?? '[]') as number[];
  return {
    format,
    query: params.get('search') ?? '',
    filters,
    ...(sort ? { sort } : {}),
    ...(projects.length > 0 ? { project_id: projects } : {}),
  };
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Export to CSV or XLSX of what the list shows (search and filters applied). */
export function MaterialExportButtons({ query }: { query: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (format: Format) => {
    setBusy(true);
    try {
      save(await exportMaterials(exportRequest(query, format)), `materials.${format}`);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <OnDemandDropdown
      menu={{
        items: [
          { key: 'csv', label: 'Export CSV' },
          { key: 'xlsx', label: 'Export XLSX' },
        ],
        onClick: ({ key }) => void run(key === 'csv' ? 'csv' : 'xlsx'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="materials-export">
        Export
      </Button>
    </OnDemandDropdown>
  );
}
