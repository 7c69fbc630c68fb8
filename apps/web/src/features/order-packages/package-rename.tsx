import { useEffect, useState } from 'react';
import { App, Button, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { orderPackageKeys, renameOrderPackage } from '../../api/order-packages';
import { useUnsavedChanges } from '../../components/unsaved-changes';

/** PATCH /order_package/{id}: the package's name (§3 order_package_name). */
export function PackageRename(props: { packageId: number; name: string; disabled: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [name, setName] = useState(props.name);
  useEffect(() => setName(props.name), [props.name]);
  const dirty = name.trim() !== props.name && name.trim() !== '';
  const save = useMutation({
    mutationFn: () => renameOrderPackage(props.packageId, name.trim()),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderPackageKeys.one(props.packageId), saved);
      void message.success('The package was renamed.');
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  useUnsavedChanges(dirty, () =>
    save.mutateAsync().then(
      () => true,
      () => false,
    ),
  );
  return (
    <form
      className="package-rename"
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty) save.mutate();
      }}
    >
      <label htmlFor="package-name" style={{ flexBasis: '100%' }}>
        Package name
      </label>
      <Input
        id="package-name"
        value={name}
        maxLength={200}
        disabled={props.disabled}
        onChange={(e) => setName(e.target.value)}
      />
      <Button htmlType="submit" disabled={!dirty || props.disabled} loading={save.isPending}>
        Rename
      </Button>
    </form>
  );
}
