import { Alert, Button, Form, Tabs } from 'antd';
import { useState } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import {
  CATALOG_EDITABLE_FIELDS,
  MATERIAL_MESSAGES,
  MATERIAL_SUCCESS_SECONDS,
  materialSaveError,
  savedMessage,
} from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { MaterialFormFields, type MaterialFormValues } from './material-form-fields';
import { useCurrentUser } from '../../shell/current-user';
import { priceHistoryTabs } from './price-history-tabs';
import { useSaveMaterial } from './use-materials';
import {
  applyVendorPriceErrors,
  VENDOR_PRICES_FIELD,
  vendorPriceAttributes,
  vendorPriceRows,
  withSavedVendorPrice,
  type VendorPriceRow,
} from './vendor-prices-field';

export type MaterialDrawerMode =
  /** `description` fills a new material's description (the order form's quick-create). */
  | { kind: 'create'; from?: CompanyMaterialRecord; description?: string }
  | { kind: 'request'; description?: string }
  | { kind: 'edit'; material: CompanyMaterialRecord };

type EditorValues = MaterialFormValues & { vendor_prices: VendorPriceRow[] };

/** A duplicate takes the source's prices as new rows (not a disabled vendor's: §5). */
function initialPrices(mode: MaterialDrawerMode): VendorPriceRow[] {
  if (mode.kind === 'edit') return vendorPriceRows(mode.material.preferred_vendor_prices);
  if (mode.kind === 'request') return [];
  return vendorPriceRows(mode.from?.preferred_vendor_prices)
    .filter((row) => !row.discarded)
    .map((row) => ({ ...row, id: undefined }));
}

function initialValues(material: CompanyMaterialRecord | undefined): MaterialFormValues {
  return {
    description: material?.description ?? '',
    active: material?.active ?? true,
    product_identifier: material?.product_identifier ?? '',
    manufacturer: material?.manufacturer ?? '',
    unit_id: material?.unit_id ?? null,
    weight: material?.weight ?? '',
    price_per_weight: material?.price_per_weight ?? '',
    size: material?.size ?? '',
    material: material?.material ?? '',
    group: material?.group ?? '',
    sub_group: material?.sub_group ?? '',
    connection_type: material?.connection_type ?? '',
    mix_code: material?.mix_code ?? '',
    mix_design: material?.mix_design ?? '',
    tags: material?.tags ?? [],
    image_url: material?.image_url ?? '',
    cost_code_id: material?.cost_code_id ?? null,
    cost_code_phase_id: material?.cost_code_phase_id ?? null,
    project_ids: material?.project_ids ?? [],
  };
}

function pick(values: MaterialFormValues, keys: readonly string[]) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));
}

interface Props {
  mode: MaterialDrawerMode;
  canEdit: boolean;
  onClose: () => void;
  onSaved?: (material: CompanyMaterialRecord, created: boolean) => void;
  onDuplicate: (material: CompanyMaterialRecord) => void;
}

/**
 * 'Add New Material' and 'Update Material' / 'Approve Material' (procurement-core §2): the
 * Material tab, plus Order History and Quote History when the material has order lines and the
 * user may see historical prices (Stocks comes with inventory). A provider material shows the
 * restricted-editing banner.
 */
export function MaterialDrawer({ mode, canEdit, onClose, onSaved, onDuplicate }: Props) {
  const [form] = Form.useForm<EditorValues>();
  const user = useCurrentUser();
  const save = useSaveMaterial();
  // The material as last saved: a Save preferred price in Quote History replaces it.
  const [material, setMaterial] = useState(mode.kind === 'edit' ? mode.material : undefined);
  const source =
    mode.kind === 'edit' ? mode.material : mode.kind === 'create' ? mode.from : undefined;
  const isCatalog = material?.is_catalog ?? false;
  const approving = material?.abilities.approve ?? false;
  const requesting = mode.kind === 'request';
  const title = requesting
    ? 'Request New Material'
    : !material
      ? 'Add New Material'
      : approving
        ? 'Approve Material'
        : 'Update Material';

  const showHistory =
    material !== undefined &&
    material.has_order_materials &&
    user.abilities.can_view_historical_price_summary;

  const preferredPriceSaved = (saved: CompanyMaterialRecord, companyVendorId: number) => {
    setMaterial(saved);
    const rows = (form.getFieldValue(VENDOR_PRICES_FIELD) ?? []) as VendorPriceRow[];
    form.setFieldValue(
      VENDOR_PRICES_FIELD,
      withSavedVendorPrice(rows, saved.preferred_vendor_prices, companyVendorId),
    );
  };

  const submit = async ({ vendor_prices: _registered, ...editorValues }: EditorValues) => {
    // The whole rows (ids and read-only rows included), not only their registered inputs.
    const rows = (form.getFieldValue(VENDOR_PRICES_FIELD) ?? []) as VendorPriceRow[];
    const prices = vendorPriceAttributes(material?.preferred_vendor_prices ?? [], rows);
    const values = {
      ...editorValues,
      ...(prices.length > 0 ? { company_material_vendor_prices_attributes: prices } : {}),
    };
    const fields = isCatalog ? pick(values, CATALOG_EDITABLE_FIELDS) : values;
    const input = material
      ? { id: material.id, update: fields }
      : {
          create: {
            ...values,
            ...(mode.kind === 'create' && mode.from?.is_catalog
              ? { manufacturer_material_id: mode.from.id }
              : {}),
          },
        };
    try {
      return await save.mutateAsync(input);
    } catch (e) {
      // A vendor price error goes on its row; the rest goes on the fields or in the alert.
      throw applyVendorPriceErrors(form, e);
    }
  };

  return (
    <DrawerForm<EditorValues, CompanyMaterialRecord>
      title={title}
      documentTitle={material?.description}
      form={form}
      submitLabel={requesting ? 'Request' : !material ? 'Create' : approving ? 'Approve' : 'Save'}
      onClose={onClose}
      onSubmit={submit}
      onSaved={(saved) => onSaved?.(saved, !material)}
      // procurement-core §9: the material success notification lasts 10 seconds.
      successMessage={(saved) =>
        requesting
          ? MATERIAL_MESSAGES.requested(saved.description)
          : savedMessage('Material', saved.description, !material)
      }
      successSeconds={MATERIAL_SUCCESS_SECONDS}
      // §8: field errors go on their fields; the rest is the red alert, the form stays open.
      errorText={(text) => materialSaveError(text)}
      testId="material-drawer"
      canSubmit={canEdit}
      initialValues={{
        ...initialValues(source),
        ...(mode.kind !== 'edit' && mode.description ? { description: mode.description } : {}),
        vendor_prices: initialPrices(mode),
      }}
      extraActions={
        material && canEdit ? (
          <Button onClick={() => onDuplicate(material)} data-testid="material-duplicate">
            Duplicate
          </Button>
        ) : null
      }
    >
      <Tabs
        items={[
          {
            key: 'material',
            label: material ? 'Material' : requesting ? 'Request Material' : 'Create Material',
            children: (
              <>
                {isCatalog ? (
                  <Alert
                    type="info"
                    showIcon
                    title={MATERIAL_MESSAGES.catalogRestricted}
                    style={{ marginBottom: 16 }}
                    data-testid="material-catalog-banner"
                  />
                ) : null}
                <MaterialFormFields locked={isCatalog} request={requesting} />
              </>
            ),
          },
          ...(showHistory ? priceHistoryTabs(material, preferredPriceSaved) : []),
        ]}
      />
    </DrawerForm>
  );
}
