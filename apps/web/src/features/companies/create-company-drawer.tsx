import { App, Drawer } from 'antd';
import type { CreateCompanyRequest } from '@laydown/contracts';
import { DRAWER_WIDTH, sentence } from '@laydown/domain';
import { useState } from 'react';
import { useUnsavedChanges } from '../../components/unsaved-changes';
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
  const [edited, setEdited] = useState(false);
  const guard = useUnsavedChanges(open && edited);
  const closeNow = () => {
    guard.markClean();
    setEdited(false);
    onClose();
  };

  const submit = async (request: CreateCompanyRequest) => {
    const company = await create.mutateAsync(request);
    void message.success(sentence(`${company.name} was created`));
    closeNow();
  };

  return (
    <Drawer
      title="New company"
      open={open}
      onClose={() => guard.confirmLeave(closeNow)}
      // Spec §9: 736 px, 90% of the window on narrow screens.
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      destroyOnHidden
      data-testid="create-company-drawer"
    >
      <CompanyForm
        onSubmit={submit}
        submitLabel="Create company"
        onEdited={() => setEdited(true)}
      />
    </Drawer>
  );
}
