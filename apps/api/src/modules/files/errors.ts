import { UPLOAD_MESSAGES } from '@laydown/domain';
import { AppError, ValidationError } from '../../platform/errors';

/** 413 with §8's message: refused before the rest of the body is read. */
export class FileTooLargeError extends AppError {
  constructor(message: string = UPLOAD_MESSAGES.tooLarge) {
    super(413, 'payload_too_large', message);
  }
}

/** The bytes are refused (size, checksum, content, conversion): 422 on the file. */
export const uploadRefused = (message: string) => new ValidationError(message, { file: [message] });
