import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { COMMENTS_SHOWN, DATE_FORMATS, TEXT_LIMITS, formatDate } from '@laydown/domain';
import type { InternalCommentRecord } from '@laydown/contracts';
import { errorMessage } from '../../../api/api-error';
import { addInternalComment } from '../../../api/orders';

interface OrderCommentsProps {
  orderId: number;
  comments: InternalCommentRecord[];
  /** The server's list after a comment was added (the order's record keeps it). */
  onChange: (comments: InternalCommentRecord[]) => void;
}

/**
 * procurement-core §2 "Comments list shows the last 3 comments with a Show earlier comments link;
 * comment box clears after sending; Send needs non-empty text; Enter sends only when the send
 * button is shown and Shift is not held." The company's internal comments: no vendor reads them.
 */
export function OrderComments({ orderId, comments, onChange }: OrderCommentsProps) {
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canSend = text.trim().length > 0;
  const hidden = showAll ? 0 : Math.max(0, comments.length - COMMENTS_SHOWN);

  const send = async () => {
    if (!canSend || sending) return;
    setSending(true);
    setError(null);
    try {
      onChange(await addInternalComment(orderId, text.trim()));
      setText('');
    } catch (failure) {
      // What was typed stays in the box.
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="order-comments" data-testid="order-comments">
      {hidden > 0 ? (
        <Button type="link" className="order-comments-earlier" onClick={() => setShowAll(true)}>
          Show earlier comments
        </Button>
      ) : null}
      {comments.length === 0 ? (
        <p className="order-muted">No comments yet.</p>
      ) : (
        <ol className="order-comments-list" aria-label="Internal comments" tabIndex={0}>
          {comments.slice(hidden).map((comment) => (
            <li key={comment.id} className="order-comment">
              <div className="order-comment-meta">
                <strong>{comment.author_name}</strong>{' '}
                <time dateTime={comment.created_at}>
                  {formatDate(comment.created_at, DATE_FORMATS.comment)}
                </time>
              </div>
              <p className="order-comment-text">{comment.comment}</p>
            </li>
          ))}
        </ol>
      )}
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      <div className="order-comments-box">
        <Input.TextArea
          aria-label="Add an internal comment"
          placeholder="Add a comment for your team (Enter sends, Shift+Enter for a new line)"
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={TEXT_LIMITS.longText}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="order-comment-input"
        />
        <Button
          type="primary"
          disabled={!canSend}
          loading={sending}
          onClick={() => void send()}
          data-testid="order-comment-send"
        >
          Send
        </Button>
      </div>
    </div>
  );
}
