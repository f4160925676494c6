import { maxUploadMbFor, UPLOAD_MESSAGES } from '@packsmith/core';
import { HttpError } from '../../lib/errors.ts';

/**
 * `stored_files.status`: pending (policy issued, bytes unchecked — on S3 they are whatever was
 * posted) → checked (the local upload endpoint verified them; not yet saved as an asset) →
 * stored (verified and saved, or written by the server). Only the last two are ever served.
 */
export const VERIFIED_FILE_STATUSES: readonly string[] = ['checked', 'stored'];

export const defaultUseCase = (category: string) => (category === 'LOGO' ? 'logo' : 'general');

export const tooLarge = (name: string, category?: string | null) =>
  new HttpError(400, 'file_too_large', UPLOAD_MESSAGES.fileTooLarge(name, maxUploadMbFor(category)));
