import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { normaliseImageType } from '@packsmith/core';
import type { Config } from '../../config.ts';
import { hasErrorCode, isMissingFile } from '../../lib/fs-errors.ts';

/** Same shape as an S3 presigned POST: the browser POSTs `fields`, then the file (last), to `url`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PresignedPostOptions {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
  /** Stored as `x-amz-meta-filename` (URI-encoded); used for messages and downloads. */
  filename?: string;
}

export interface SignedGetOptions {
  /** Lifetime; URLs are rounded to a window so repeated reads can be cached. */
  expiresInSeconds?: number;
  contentType?: string;
  /** Filename for Content-Disposition. */
  filename?: string;
  /** `attachment` for downloads (and always for SVG). */
  download?: boolean;
}

export interface StoredObject {
  bytes: number;
  contentType: string | null;
}

/**
 * Origins other than the app's own that the browser talks to for files: `read` for images
 * (CSP img-src), `upload` for the signed POST (CSP connect-src). Local storage has none: its
 * file URLs are paths on whatever origin the page came from.
 */
export interface BrowserFileOrigins {
  read: string[];
  upload: string[];
}

/** The storage port: object storage with signed uploads and signed reads. */
export interface Storage {
  readonly kind: 'local' | 's3';
  readonly bucket: string;
  createPresignedPost(options: PresignedPostOptions): Promise<PresignedPost>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Size and type, or null when the object does not exist. */
  head(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** A short-lived URL that reads the object without any other credential. */
  signedGetUrl(key: string, options?: SignedGetOptions): Promise<string>;
  browserOrigins(): Promise<BrowserFileOrigins>;
}

export const DEFAULT_READ_TTL_SECONDS = 3600;

/**
 * Reads handed to someone other than the file's owner through a collection: a window of 5 minutes,
 * so each URL works for at most 10 (`windowedExpiry`: between one and two windows). Removing a
 * collaborator cannot revoke an S3 presigned URL, so the lifetime is the bound (docs/files.md).
 */
export const SHARED_READ_TTL_SECONDS = 300;

/**
 * Expiry of a signed read: at least `ttl` from now, rounded up to the next `ttl` boundary, so
 * the same object gets the same URL for a while and browsers can cache it.
 */
export function windowedExpiry(nowMs: number, ttlSeconds = DEFAULT_READ_TTL_SECONDS): number {
  const now = Math.floor(nowMs / 1000);
  return (Math.floor((now + ttlSeconds) / ttlSeconds) + 1) * ttlSeconds;
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(filename: string | undefined, download: boolean): string {
  const kind = download ? 'attachment' : 'inline';
  if (!filename) return kind;
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * What a signed read answers with, whatever the caller asked: accepted image types as they are
 * (SVG always as an attachment), anything else as an `application/octet-stream` attachment.
 * Both adapters sign these; S3 cannot add `nosniff` or a CSP itself (docs/files.md).
 */
export function safeReadHeaders(o: SignedGetOptions): { contentType: string; disposition: string } {
  const type = normaliseImageType(o.contentType);
  const attachment = o.download || !type || type === 'image/svg+xml';
  return {
    contentType: type ?? 'application/octet-stream',
    disposition: contentDisposition(o.filename, Boolean(attachment)),
  };
}

/**
 * The secret that signs upload policies, read URLs and human-check challenges. Production
 * must set FILE_SIGNING_SECRET; elsewhere one is made once and kept in $DATA_DIR.
 */
export function fileSigningSecret(config: Config): string {
  if (config.FILE_SIGNING_SECRET) return config.FILE_SIGNING_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new Error('FILE_SIGNING_SECRET must be set in production (a long random string).');
  }
  const file = path.join(config.DATA_DIR, 'files', '.signing-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole to a temporary file, then linked into place: a process starting at the same
  // moment either wins the link or reads the complete secret of the one that did.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    // EEXIST: another process made it first (its secret is read below); anything else is a fault.
    if (!hasErrorCode(err, 'EEXIST')) throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`cannot read or create ${file}`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (err) {
    if (isMissingFile(err)) return null; // not made yet
    throw err;
  }
}
