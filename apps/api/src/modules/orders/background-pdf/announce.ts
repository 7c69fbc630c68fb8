import type { LivePdfAvailablePayload } from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { createFilesDeps, storeGeneratedFile, type FileWriter } from '../../files/index';

/** A rendered PDF of one document: its file name, number and kind. */
export interface RenderedPdf {
  filename: string;
  file: Buffer;
  number: string;
  kind: LivePdfAvailablePayload['kind'];
}

/**
 * The end of both background PDF jobs (decisions 0096, 0111): stores the PDF as a file only the
 * asker opens and announces it on their channel, in one unit of work, so a failed run announces
 * nothing. `asker` names who asked (a member or a vendor user). Answers the message published.
 */
export async function storeAndAnnouncePdf(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>,
  scope: FileWriter,
  target: {
    orderId: number;
    pdf: RenderedPdf;
    channel: string;
    asker: Pick<LivePdfAvailablePayload, 'by_user_id' | 'by_vendor_user_id'>;
  },
): Promise<LivePdfAvailablePayload> {
  const files = createFilesDeps(deps);
  const { pdf } = target;
  return inUnitOfWork(deps.db, scope, async (uow) => {
    const stored = await storeGeneratedFile(files, uow.tx, scope, {
      filename: pdf.filename,
      contentType: 'application/pdf',
      bytes: pdf.file,
    });
    const message: LivePdfAvailablePayload = {
      type: 'pdf_available',
      ...target.asker,
      order_id: target.orderId,
      order_number: pdf.number,
      kind: pdf.kind,
      file_url: stored.url,
    };
    await uow.publish(target.channel, message);
    return message;
  });
}
