import { useRef, useState } from 'react';
import { Alert, App, Button, Progress, Tag, Tooltip } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { ALLOWED_UPLOAD_EXTENSIONS, ORDER_MESSAGES } from '@laydown/domain';
import type { OrderRecord, UploadRecord } from '@laydown/contracts';
import { errorMessage } from '../../../api/api-error';
import { uploadFile } from '../../../api/uploads';
import type { AddedFile, AttachmentKey, RemovedFile } from './order-draft';

const GROUPS: { key: AttachmentKey; title: string }[] = [
  { key: 'public_purchaser_files', title: 'Files for the vendor' },
  { key: 'internal_purchaser_files', title: 'Internal files (never shown to the vendor)' },
];
const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

interface Uploading {
  id: number;
  filename: string;
  percent: number;
  error: string | null;
}

interface OrderAttachmentsProps {
  record: OrderRecord | null;
  added: AddedFile[];
  removed: RemovedFile[];
  readOnly: boolean;
  onAdd: (file: AddedFile) => void;
  /** Takes back a file uploaded here and not saved yet. */
  onDiscard: (signedId: string) => void;
  /** Marks a saved file for deletion by the next save. */
  onRemove: (file: RemovedFile) => void;
}

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * The order's purchaser files (procurement-core §2 "file attachment upload with an Add attachment
 * tooltip", §3 Uploads): uploaded at once with their progress, attached or deleted by the next
 * save like every other change of the form, so nothing is kept half done.
 */
export function OrderAttachments(props: OrderAttachmentsProps) {
  const { modal } = App.useApp();
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const inputs = useRef<Partial<Record<AttachmentKey, HTMLInputElement | null>>>({});
  const nextId = useRef(0);

  const upload = async (key: AttachmentKey, file: File) => {
    const id = ++nextId.current;
    const set = (patch: Partial<Uploading>) =>
      setUploading((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));
    setUploading((all) => [...all, { id, filename: file.name, percent: 0, error: null }]);
    try {
      const blob = await uploadFile(file, (percent) => set({ percent }));
      props.onAdd({ key, ...blob });
      setUploading((all) => all.filter((u) => u.id !== id));
    } catch (error) {
      set({ error: errorMessage(error) });
    }
  };

  /** A file's Delete, after 'Are you sure you want to delete this file?'. */
  const deleteButton = (filename: string, onYes: () => void) => (
    <Button
      type="text"
      size="small"
      icon={<DeleteOutlined />}
      aria-label={`Delete ${filename}`}
      onClick={() =>
        modal.confirm({
          title: ORDER_MESSAGES.deleteFileConfirm,
          content: filename,
          okText: 'Yes',
          cancelText: 'No',
          onOk: onYes,
        })
      }
    />
  );

  const removedIds = new Set(props.removed.map((file) => file.attachment_id));
  const savedOf = (key: AttachmentKey): UploadRecord[] =>
    (props.record?.[key] ?? []).filter(
      (file) => file.attachment_id === null || !removedIds.has(file.attachment_id),
    );

  return (
    <div className="order-attachments" data-testid="order-attachments">
      {GROUPS.map(({ key, title }) => {
        const saved = savedOf(key);
        const added = props.added.filter((file) => file.key === key);
        const empty = saved.length === 0 && added.length === 0;
        return (
          <div key={key} className="order-attachments-group" data-testid={`attachments-${key}`}>
            <div className="order-attachments-title">
              <h3>{title}</h3>
              {props.readOnly ? null : (
                <>
                  <Tooltip title="Add attachment">
                    <Button
                      icon={<PaperClipOutlined />}
                      aria-label={`Add attachment: ${title}`}
                      onClick={() => inputs.current[key]?.click()}
                      data-testid={`attach-${key}`}
                    >
                      Add attachment
                    </Button>
                  </Tooltip>
                  <input
                    ref={(input) => {
                      inputs.current[key] = input;
                    }}
                    type="file"
                    multiple
                    hidden
                    accept={ACCEPT}
                    data-testid={`attach-input-${key}`}
                    onChange={(event) => {
                      for (const file of Array.from(event.target.files ?? []))
                        void upload(key, file);
                      event.target.value = '';
                    }}
                  />
                </>
              )}
            </div>
            {empty ? <p className="order-muted">No files.</p> : null}
            <ul className="order-attachments-list">
              {saved.map((file) => (
                <li key={file.signed_id}>
                  <a href={file.url} target="_blank" rel="noreferrer">
                    {file.filename}
                  </a>{' '}
                  <span className="order-muted">{size(file.size)}</span>
                  {props.readOnly || file.attachment_id === null
                    ? null
                    : deleteButton(file.filename, () =>
                        props.onRemove({ key, attachment_id: file.attachment_id as number }),
                      )}
                </li>
              ))}
              {added.map((file) => (
                <li key={file.signed_id}>
                  <span>{file.filename}</span>{' '}
                  <span className="order-muted">{size(file.byte_size)}</span>{' '}
                  <Tag color="blue">Not saved yet</Tag>
                  {deleteButton(file.filename, () => props.onDiscard(file.signed_id))}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {uploading.map((u) => (
        <div key={u.id} className="order-upload" data-testid="order-upload">
          <span>{u.filename}</span>
          {u.error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={u.error}
              closable
              onClose={() => setUploading((all) => all.filter((x) => x.id !== u.id))}
            />
          ) : (
            <Progress percent={u.percent} size="small" aria-label={`Uploading ${u.filename}`} />
          )}
        </div>
      ))}
    </div>
  );
}
