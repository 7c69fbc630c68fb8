import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorageConfig } from '../../../config';
import type { FileStorage } from './file-storage';

type S3Config = Extract<FileStorageConfig, { kind: 's3' }>;

/** An S3-compatible bucket (AWS, MinIO, R2...), through the AWS SDK v3. */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    async putFromStaging(key, stagedPath, contentType) {
      const { size } = await fs.promises.stat(stagedPath);
      // A file stream with its length: the SDK streams it instead of buffering (at most 100 MB,
      // well under PutObject's 5 GB).
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: fs.createReadStream(stagedPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await fs.promises.rm(stagedPath, { force: true });
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered no body');
      return answer.Body;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
