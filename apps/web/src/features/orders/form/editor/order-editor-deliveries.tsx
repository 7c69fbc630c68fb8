import { DeliveryPanel } from '../delivery-panel';
import { DeliveryReceiving } from '../delivery-receiving';
import { DeliveryTabs } from '../delivery-tabs';
import { NewMaterialProvider } from '../new-material';
import { SpreadsheetMaterials, SpreadsheetToggle } from '../spreadsheet/spreadsheet-mode';
import type { OrderEditorState } from './use-order-editor';

/** The delivery tabs, each with its lines (list or spreadsheet) and, once placed, receiving. */
export function OrderEditorDeliveries({ editor }: { editor: OrderEditorState }) {
  const { record, draft, readOnly, columns, references, money, spreadsheet } = editor;
  const { changeDelivery, patchDelivery } = editor.changes;
  const { lineToShow, lineShown } = editor;
  return (
    <NewMaterialProvider offer={editor.materialOffer}>
      <DeliveryTabs
        deliveries={draft.deliveries}
        readOnly={readOnly}
        onChange={(deliveries) => editor.update({ deliveries })}
        lineToShow={editor.lineToShow}
        renderPanel={(delivery, index) => (
          <DeliveryPanel
            delivery={delivery}
            index={index}
            columns={columns}
            references={references}
            money={money}
            readOnly={readOnly}
            onChange={changeDelivery(index)}
            onPatch={patchDelivery}
            lineToShow={lineToShow?.deliveryKey === delivery.key ? lineToShow : null}
            onLineShown={lineShown}
            materialsToolbar={
              <SpreadsheetToggle on={spreadsheet} onToggle={editor.setSpreadsheet} />
            }
            receiving={
              record && delivery.id !== undefined ? (
                <DeliveryReceiving
                  order={record}
                  deliveryId={delivery.id}
                  dirty={editor.dirty}
                  onReceived={editor.onSaved}
                />
              ) : null
            }
            materials={
              spreadsheet ? (
                <SpreadsheetMaterials
                  delivery={delivery}
                  index={index}
                  columns={columns}
                  references={references}
                  money={money}
                  readOnly={readOnly}
                  onChange={changeDelivery(index)}
                  lineToShow={lineToShow?.deliveryKey === delivery.key ? lineToShow : null}
                  onLineShown={lineShown}
                />
              ) : undefined
            }
          />
        )}
      />
    </NewMaterialProvider>
  );
}
