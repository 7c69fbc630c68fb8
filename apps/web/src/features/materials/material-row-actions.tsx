import { App } from 'antd';
import { memo, useCallback } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { MATERIAL_MESSAGES, REFERENCE_MESSAGES } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { RowMenu, type RowMenuItem } from '../../components/row-menu';
import { useDeleteMaterial } from './use-materials';

interface Props {
  material: CompanyMaterialRecord;
  onOpen: (material: CompanyMaterialRecord) => void;
  onDelete: (material: CompanyMaterialRecord) => void;
}

/**
 * The row actions menu of the material database (procurement-core §2): Edit and Approve open the
 * drawer; Delete asks first (`useConfirmDeleteMaterial`). The menu is drawn only when opened
 * (decision 0072).
 */
export const MaterialRowActions = memo(function MaterialRowActions({
  material,
  onOpen,
  onDelete,
}: Props) {
  const { abilities } = material;
  const items: RowMenuItem[] = [
    ...(abilities.edit ? [{ key: 'edit', label: 'Edit' }] : []),
    ...(abilities.approve ? [{ key: 'approve', label: 'Approve' }] : []),
    ...(abilities.delete ? [{ key: 'delete', label: 'Delete', danger: true }] : []),
  ];
  if (items.length === 0) return null;
  return (
    <RowMenu
      label={`Actions for ${material.description}`}
      items={items}
      testId="material-actions"
      onSelect={(key) => (key === 'delete' ? onDelete(material) : onOpen(material))}
    />
  );
});

/**
 * Delete from a row: the confirmation with Yes and No (access-and-platform §8), then the delete,
 * 'Material deleted' and the list refreshed, or the server's message. One for the whole list.
 */
export function useConfirmDeleteMaterial() {
  const { modal, message } = App.useApp();
  const remove = useDeleteMaterial();
  const { mutateAsync } = remove;
  return useCallback(
    (material: CompanyMaterialRecord) =>
      void modal.confirm({
        title: REFERENCE_MESSAGES.deleteItem,
        content: material.description,
        okText: 'Yes',
        cancelText: 'No',
        okButtonProps: { danger: true },
        onOk: () =>
          mutateAsync(material.id).then(
            () => void message.success(MATERIAL_MESSAGES.deleted),
            (error: unknown) => void message.error(errorMessage(error)),
          ),
      }),
    [modal, message, mutateAsync],
  );
}
