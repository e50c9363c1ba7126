import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition, type FileStorage, type StorageLimits } from './file-storage';

export type S3StorageOptions = StorageLimits & {
  bucket: string;
  region: string;
  /** What the API reaches (e.g. http://minio:9000); unset = AWS. */
  endpoint?: string;
  /** What browsers reach, when it differs (e.g. http://localhost:9000): the presigned links name it. */
  publicEndpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

const missing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * The production driver: an S3-compatible bucket (AWS S3, MinIO...). The browser PUTs and GETs through
 * presigned URLs (SigV4, expiring); the upload link signs the declared length, so the store itself
 * refuses another size.
 */
export const createS3Storage = (options: S3StorageOptions): FileStorage => {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: options.region,
      endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  const client = clientFor(options.endpoint);
  // A signature covers the host: links are signed for the address the browser will use.
  const signer = options.publicEndpoint ? clientFor(options.publicEndpoint) : client;
  const Bucket = options.bucket;
  const expiry = (seconds: number) => new Date(Date.now() + seconds * 1000);

  return {
    kind: 's3',
    maxBytes: options.maxBytes,
    uploadTtlSeconds: options.uploadTtlSeconds,
    downloadTtlSeconds: options.downloadTtlSeconds,

    uploadUrl: async (key, size) => {
      const expiresAt = expiry(options.uploadTtlSeconds);
      const url = await getSignedUrl(
        signer,
        new PutObjectCommand({ Bucket, Key: key, ContentLength: size }),
        {
          expiresIn: options.uploadTtlSeconds,
        },
      );
      return { url, headers: {}, expiresAt };
    },

    downloadUrl: async (key, file) => {
      const expiresAt = expiry(options.downloadTtlSeconds);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(file.fileName),
        ResponseContentType: file.contentType,
      });
      const url = await getSignedUrl(signer, command, { expiresIn: options.downloadTtlSeconds });
      return { url, headers: {}, expiresAt };
    },

    stat: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    open: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body as Readable;
    },

    write: async (key, bytes, contentType) => {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    move: async (from, to) => {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from}` /* keys are [A-Za-z0-9_-/] */,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },

    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    listOlderThan: async function* (prefix, before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && object.LastModified && object.LastModified < before) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    ready: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!missing(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket }));
      }
    },
  };
};
