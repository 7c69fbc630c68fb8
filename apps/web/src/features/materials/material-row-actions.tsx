import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { MATERIAL_MESSAGES, REFERENCE_MESSAGES } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { useDeleteMaterial } from './use-materials';

interface Props {
  material: CompanyMaterialRecord;
  onOpen: (material: CompanyMaterialRecord) => void;
}

/**
 * The row actions menu of the material database (procurement-core §2): Edit and Approve open the
 * drawer; Delete asks first, then removes the material and refreshes the list.
 */
export function MaterialRowActions({ material, onOpen }: Props) {
  const { modal, message } = App.useApp();
  const remove = useDeleteMaterial();
  const { abilities } = material;
  const items = [
    ...(abilities.edit ? [{ key: 'edit', label: 'Edit' }] : []),
    ...(abilities.approve ? [{ key: 'approve', label: 'Approve' }] : []),
    ...(abilities.delete ? [{ key: 'delete', label: 'Delete', danger: true }] : []),
  ];
  if (items.length === 0) return null;

  const confirmDelete = () =>
    void modal.confirm({
      // access-and-platform §8: the delete confirmation with Yes and No.
      title: REFERENCE_MESSAGES.deleteItem,
      content: material.description,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(material.id).then(
          () => void message.success(MATERIAL_MESSAGES.deleted),
          (error: unknown) => void message.error(errorMessage(error)),
        ),
    });

  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) => (key === 'delete' ? confirmDelete() : onOpen(material)),
      }}
      trigger={['click']}
    >
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={`Actions for ${material.description}`}
        data-testid="material-actions"
      />
    </Dropdown>
  );
}
