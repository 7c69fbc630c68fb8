import { App, Drawer } from 'antd';
import type { CreateCompanyRequest } from '@laydown/contracts';
import { DRAWER_WIDTH } from '@laydown/domain';
import { useIsNarrow } from '../../components/use-media-query';
import { CompanyForm } from './company-form';
import { useCreateInternalCompany } from './use-internal-companies';

interface CreateCompanyDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function CreateCompanyDrawer({ open, onClose }: CreateCompanyDrawerProps) {
  const narrow = useIsNarrow();
  const { message } = App.useApp();
  const create = useCreateInternalCompany();

  const submit = async (request: CreateCompanyRequest) => {
    const company = await create.mutateAsync(request);
    void message.success(`${company.name} was created.`);
    onClose();
  };

  return (
    <Drawer
      title="New company"
      open={open}
      onClose={onClose}
      // Spec §9: 736 px, 90% of the window on narrow screens.
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      destroyOnHidden
      data-testid="create-company-drawer"
    >
      <CompanyForm onSubmit={submit} submitLabel="Create company" />
    </Drawer>
  );
}
