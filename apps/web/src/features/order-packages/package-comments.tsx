import { useState } from 'react';
import { App, Button, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNamedDate } from '@laydown/domain';
import type { InternalCommentRecord } from '@laydown/contracts';
import { errorMessage } from '../../api/api-error';
import { addPackageComment, orderPackageKeys } from '../../api/order-packages';
import { useUnsavedChanges } from '../../components/unsaved-changes';

/** The package's internal comments (the company's own; never a vendor's to read) and a new one. */
export function PackageComments(props: { packageId: number; comments: InternalCommentRecord[] }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const guard = useUnsavedChanges(text.trim() !== '');
  const send = useMutation({
    mutationFn: () => addPackageComment(props.packageId, text.trim()),
    onSuccess: () => {
      setText('');
      guard.markClean();
      void message.success('Comment added.');
      void queryClient.invalidateQueries({ queryKey: orderPackageKeys.one(props.packageId) });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  return (
    <section className="package-section" aria-labelledby="package-comments-title">
      <h2 id="package-comments-title">Internal comments</h2>
      {props.comments.length === 0 ? <p>No comments yet.</p> : null}
      {props.comments.map((c) => (
        <p className="package-comment" key={c.id}>
          <span className="package-comment__meta">
            {c.author_name} · {formatNamedDate(c.created_at, 'comment')}
          </span>
          <br />
          {c.comment}
        </p>
      ))}
      <label htmlFor="package-comment-input" className="visually-hidden">
        Internal comment
      </label>
      <Input.TextArea
        id="package-comment-input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="Add an internal comment"
      />
      <Button
        style={{ marginTop: 8 }}
        onClick={() => send.mutate()}
        disabled={text.trim() === ''}
        loading={send.isPending}
      >
        Send
      </Button>
    </section>
  );
}
