import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  ACCEPTED_MIME_TYPES,
  assetIdParams,
  assetResponse,
  DELIVERABLE_LIMITS,
  DELIVERABLE_MESSAGES,
  favouriteParams,
  favouriteResponse,
  humanCheckChallengeResponse,
  isStaffEmail,
  listAssetsQuery,
  listAssetsResponse,
  makePrivateBody,
  makePrivateResponse,
  normaliseDeliverableType,
  normaliseImageType,
  processLogoBody,
  processLogoResponse,
  saveAssetsBody,
  saveAssetsResponse,
  sniffDeliverableType,
  sniffImageType,
  storedFileResponse,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadUrlBody,
  uploadUrlResponse,
} from '@packsmith/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { contentDisposition } from '../../providers/storage/index.ts';
import { type LocalStorage, StoragePolicyError, type VerifiedPost } from '../../providers/storage/local.ts';
import { isDeletedAssetKey, publicAssetKey } from './files.ts';
import { MAX_INPUT_PIXELS } from './images.ts';
import type { AssetsService } from './service.ts';
import { sanitiseSvg } from './svg.ts';

const MB = 1024 * 1024;
const SERVED_TYPES = new Set<string>(ACCEPTED_MIME_TYPES);

/** Headers on every file response: a fixed safe type, a disposition, no sniffing, no active content. */
function fileHeaders(reply: FastifyReply, contentType: string, disposition: string, cacheControl: string) {
  reply
    .header('content-type', SERVED_TYPES.has(contentType) ? contentType : 'application/octet-stream')
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    )
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', cacheControl);
}

class TooLarge extends Error {}

const policyError = (err: StoragePolicyError) =>
  new HttpError(
    403,
    err.code,
    err.code === 'ExpiredToken' ? UPLOAD_MESSAGES.uploadPolicyExpired : UPLOAD_MESSAGES.uploadPolicyInvalid,
  );

/**
 * The local adapter's upload endpoint (what an S3 bucket does for a presigned POST): verifies
 * the policy before reading the file, enforces its size range while streaming, checks the
 * bytes against the declared type, cleans SVG, refuses pixel bombs, then stores the file.
 */
async function receiveUpload(
  storage: LocalStorage,
  parts: AsyncIterableIterator<import('@fastify/multipart').Multipart>,
) {
  const fields: Record<string, string> = {};
  let stored: VerifiedPost | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (!stored) fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || stored) {
      part.file.resume();
      continue;
    }
    let policy: VerifiedPost;
    try {
      policy = storage.verifyPost(fields);
    } catch (err) {
      part.file.resume();
      if (err instanceof StoragePolicyError) throw policyError(err);
      throw err;
    }
    const name = policy.filename ?? part.filename ?? 'File';
    const tooLarge = () =>
      new HttpError(
        400,
        'file_too_large',
        UPLOAD_MESSAGES.fileTooLarge(name, Math.max(1, Math.round(policy.maxBytes / MB))),
      );
    const invalid = () => new HttpError(400, 'invalid_file_type', UPLOAD_MESSAGES.invalidType(name));

    const tmp = storage.tempPath();
    let size = 0;
    const head: Buffer[] = [];
    let headBytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > policy.maxBytes) return done(new TooLarge());
        if (headBytes < 4096) {
          head.push(chunk);
          headBytes += chunk.length;
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(part.file, counter, fs.createWriteStream(tmp));
      if (part.file.truncated) throw new TooLarge();
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      part.file.resume();
      if (err instanceof TooLarge) throw tooLarge();
      throw err;
    }
    try {
      if (size < policy.minBytes) throw badRequest(UPLOAD_MESSAGES.pleaseUploadFile, 'file_empty');
      const first = Buffer.concat(head).subarray(0, 4096);
      const deliverable = normaliseDeliverableType(policy.contentType);
      if (deliverable) {
        // Final print files: the type by content here; PDFs are parsed when they are saved.
        if (sniffDeliverableType(first, name) !== deliverable)
          throw new HttpError(400, 'invalid_file_type', DELIVERABLE_MESSAGES.notAccepted(name));
        await storage.putFile(policy.key, tmp);
        stored = policy;
        continue;
      }
      const type = sniffImageType(first);
      if (!type || type !== normaliseImageType(policy.contentType)) throw invalid();
      if (type === 'image/svg+xml') {
        let clean: string;
        try {
          clean = sanitiseSvg(await fsp.readFile(tmp, 'utf8')).svg;
        } catch {
          throw invalid();
        }
        await fsp.writeFile(tmp, clean);
      }
      try {
        const meta = await sharp(tmp, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new Error('pixel limit');
      } catch (err) {
        if (err instanceof Error && /pixel limit/i.test(err.message)) {
          throw new HttpError(
            400,
            'too_many_pixels',
            UPLOAD_MESSAGES.tooManyPixels(name, UPLOAD_LIMITS.maxInputPixels / 1e6),
          );
        }
        throw invalid();
      }
      await storage.putFile(policy.key, tmp);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    stored = policy;
  }
  if (!stored) {
    try {
      storage.verifyPost(fields);
    } catch (err) {
      if (err instanceof StoragePolicyError) throw policyError(err);
      throw err;
    }
    throw badRequest(UPLOAD_MESSAGES.pleaseUploadFile, 'file_missing');
  }
  return stored;
}

export function assetRoutes(deps: AppDeps & { assets: AssetsService }): FastifyPluginAsyncZod {
  const { storage, humanCheck, assets: service } = deps;

  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: Math.max(UPLOAD_LIMITS.logoMaxMb, DELIVERABLE_LIMITS.maxMb) * MB + MB,
        files: 1,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 30,
      },
    });

    app.get(
      '/api/human-check/challenge',
      { schema: { tags: ['files'], response: { 200: humanCheckChallengeResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await humanCheck.challenge() };
      },
    );

    app.post(
      '/api/spring/files/upload-url',
      { schema: { tags: ['files'], body: uploadUrlBody, response: { 200: uploadUrlResponse } } },
      async (request) => ({
        data: await service.createUploadUrls(
          request.user?.id ?? null,
          request.body,
          request.ip,
          !!request.user && isStaffEmail(request.user.email, deps.config.STAFF_EMAIL_DOMAIN),
        ),
      }),
    );

    app.get(
      '/api/spring/files/:fileId',
      {
        schema: {
          tags: ['files'],
          params: z.object({ fileId: z.uuid() }),
          response: { 200: storedFileResponse },
        },
      },
      async (request) => ({ data: await service.fileUrl(request.user?.id ?? null, request.params.fileId) }),
    );

    if (storage.kind === 'local') {
      const local = storage as LocalStorage;

      app.post('/api/files/upload', { schema: { hide: true } }, async (request, reply) => {
        if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.pleaseUploadFile, 'not_multipart');
        const { key } = await receiveUpload(local, request.parts());
        await service.markUploadChecked(key);
        return reply.status(204).send();
      });

      app.get(
        '/api/files/get/*',
        {
          schema: {
            hide: true,
            querystring: z.object({
              exp: z.string().optional(),
              ct: z.string().optional(),
              cd: z.string().optional(),
              sig: z.string().optional(),
            }),
          },
        },
        async (request, reply) => {
          const key = (request.params as { '*': string })['*'];
          let verified: ReturnType<LocalStorage['verifyGet']>;
          try {
            verified = local.verifyGet(key, request.query);
          } catch (err) {
            if (err instanceof StoragePolicyError) throw policyError(err);
            throw err;
          }
          if (!(await local.head(key)) || (await isDeletedAssetKey(deps.db, key))) throw notFound();
          const maxAge = Math.max(0, Number(request.query.exp) - Math.floor(Date.now() / 1000));
          fileHeaders(reply, verified.contentType, verified.disposition, `private, max-age=${maxAge}`);
          return reply.send(local.stream(key));
        },
      );
    }

    app.get(
      '/api/files/public/:assetId/:variant',
      {
        schema: {
          tags: ['files'],
          params: z.object({ assetId: z.uuid(), variant: z.enum(['image', 'thumbnail', 'preview']) }),
        },
      },
      async (request, reply) => {
        const found = await publicAssetKey(deps.db, request.params.assetId, request.params.variant);
        if (!found) throw notFound();
        const type = found.key.endsWith('.webp')
          ? 'image/webp'
          : found.key.endsWith('.jpg')
            ? 'image/jpeg'
            : 'image/png';
        if (storage.kind !== 'local') {
          reply.header('cache-control', 'public, max-age=300');
          return reply.redirect(
            await storage.signedGetUrl(found.key, { contentType: type, filename: found.name }),
          );
        }
        const local = storage as LocalStorage;
        if (!(await local.head(found.key))) throw notFound();
        fileHeaders(reply, type, contentDisposition(found.name, false), 'public, max-age=3600');
        return reply.send(local.stream(found.key));
      },
    );

    app.post(
      '/api/assets',
      {
        preValidation: requireUser,
        schema: { tags: ['assets'], body: saveAssetsBody, response: { 200: saveAssetsResponse } },
      },
      async (request) => ({
        data: { assets: await service.saveAssets(currentUser(request).id, request.body) },
      }),
    );

    app.get(
      '/api/assets',
      {
        preValidation: requireUser,
        schema: { tags: ['assets'], querystring: listAssetsQuery, response: { 200: listAssetsResponse } },
      },
      async (request) => service.list(currentUser(request).id, request.query),
    );

    app.get(
      '/api/assets/:id',
      {
        preValidation: requireUser,
        schema: { tags: ['assets'], params: assetIdParams, response: { 200: assetResponse } },
      },
      async (request) => ({ data: await service.get(currentUser(request).id, request.params.id) }),
    );

    app.delete(
      '/api/assets/:id',
      { preValidation: requireUser, schema: { tags: ['assets'], params: assetIdParams } },
      async (request, reply) => {
        await service.softDelete(currentUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/assets/make-private',
      {
        preValidation: requireUser,
        schema: { tags: ['assets'], body: makePrivateBody, response: { 200: makePrivateResponse } },
      },
      async (request) => ({
        data: { changed: await service.makePrivate(currentUser(request).id, request.body.assetIds) },
      }),
    );
    app.patch(
      '/api/assets/:assetId/favourite',
      {
        preValidation: requireUser,
        schema: { tags: ['assets'], params: favouriteParams, response: { 200: favouriteResponse } },
      },
      async (request) => ({
        data: await service.toggleFavourite(currentUser(request).id, request.params.assetId),
      }),
    );

    app.post(
      '/api/assets/logos/process',
      {
        preValidation: requireUser,
        schema: { tags: ['assets'], body: processLogoBody, response: { 200: processLogoResponse } },
      },
      async (request) => ({ data: await service.processLogo(currentUser(request).id, request.body.assetId) }),
    );
  };
}
