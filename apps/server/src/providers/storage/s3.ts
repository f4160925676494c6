import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  DEFAULT_READ_TTL_SECONDS,
  type PresignedPost,
  type PresignedPostOptions,
  type SignedGetOptions,
  type Storage,
  type StoredObject,
  safeReadHeaders,
  windowedExpiry,
} from './port.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, a local server); path-style addressing is used with it. */
  endpoint?: string;
  /** Omit both to use the SDK's default credential chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /**
   * Origin of a CDN in front of the bucket: read URLs point there instead (same path and
   * query; the CDN forwards both unchanged, with the bucket's Host, so the signature holds).
   */
  cdnOrigin?: string;
  now?: () => Date;
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404);

/** S3 (or any S3-compatible store) through the AWS SDK: presigned POST uploads, presigned GET reads. */
export function s3Storage(options: S3StorageOptions): Storage & { client: S3Client } {
  const { bucket } = options;
  const now = options.now ?? (() => new Date());
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Plain PUT/GET without the SDK's optional CRC checksums: works with every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',
    bucket,
    client,

    async createPresignedPost(o: PresignedPostOptions): Promise<PresignedPost> {
      const fields: Record<string, string> = { 'Content-Type': o.contentType };
      if (o.filename !== undefined) fields['x-amz-meta-filename'] = encodeURIComponent(o.filename);
      const post = await createPresignedPost(client, {
        Bucket: bucket,
        Key: o.key,
        Fields: fields,
        Conditions: [
          ['content-length-range', o.minBytes, o.maxBytes],
          ...Object.entries(fields).map(([k, v]) => ({ [k]: v })),
        ],
        Expires: o.expiresInSeconds,
      });
      return { url: post.url, fields: post.fields };
    },

    /**
     * Taken from URLs signed the same way (no request is made), so they are exactly what the
     * browser gets: virtual-hosted or path-style, region, endpoint and CDN included. Signed with
     * placeholder keys, so start-up never waits on the SDK's credential chain.
     */
    async browserOrigins() {
      const probe = s3Storage({ ...options, accessKeyId: 'origin-probe', secretAccessKey: 'origin-probe' });
      const key = 'origin-probe.png';
      const read = await probe.signedGetUrl(key, { contentType: 'image/png' });
      const post = await probe.createPresignedPost({
        key,
        contentType: 'image/png',
        minBytes: 1,
        maxBytes: 1,
        expiresInSeconds: 60,
      });
      return { read: [new URL(read).origin], upload: [new URL(post.url).origin] };
    },

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!res.Body) throw new Error(`empty body for ${key}`);
      return Buffer.from(await res.Body.transformToByteArray());
    },

    async head(key): Promise<StoredObject | null> {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { bytes: res.ContentLength ?? 0, contentType: res.ContentType ?? null };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async signedGetUrl(key: string, o: SignedGetOptions = {}) {
      const ttl = o.expiresInSeconds ?? DEFAULT_READ_TTL_SECONDS;
      // Signed at the start of its window, so the URL stays the same within it (cacheable).
      const expires = windowedExpiry(now().getTime(), ttl);
      const signingDate = new Date((expires - 2 * ttl) * 1000);
      // Always overridden: the stored Content-Type is whatever the uploader's form said.
      const { contentType, disposition } = safeReadHeaders(o);
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: disposition,
        }),
        { expiresIn: 2 * ttl, signingDate },
      );
      return options.cdnOrigin ? options.cdnOrigin + url.slice(new URL(url).origin.length) : url;
    },
  };
}
