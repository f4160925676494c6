/**
 * Print-ready services (issue #22): a customer's brief priced by the server, paid through the
 * shared checkout (a `service` payment), then worked by staff (assign, attach final files,
 * deliver) with every staff change audited and the customer notified on delivery.
 */
import {
  type AdminPrintReadyPage,
  type AdminPrintReadyParams,
  type AdminPrintReadyRequest,
  type Asset,
  type CreatePrintReadyRequest,
  formatPrice,
  PRINT_READY_CANCELLABLE_STATUSES,
  PRINT_READY_CURRENCY,
  PRINT_READY_LIMITS,
  PRINT_READY_MESSAGES,
  PRINT_READY_OPEN_STATUSES,
  PRINT_READY_ORDERS_PATH,
  PRINT_READY_QUERY_KEY,
  PRINT_READY_SERVICES,
  type PrintReadyCheckout,
  type PrintReadyFormStatus,
  type PrintReadyPaymentStatus,
  type PrintReadyRequest,
  type PrintReadyServiceType,
  type PrintReadyStatus,
  printReadyPriceCents,
} from '@packsmith/core';
import { and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchMatch } from '../../lib/admin-list.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { ownerIdsForSearch } from '../actions/index.ts';
import { recordAudit } from '../admin/index.ts';
import type { AssetsService, AssetUrls } from '../assets/index.ts';
import type { PaymentsService } from '../credits/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { alertTeam } from '../team-alerts/index.ts';
import { findPeople } from '../users/index.ts';
import {
  claimPayment,
  insertRequest,
  listOwn,
  lockById,
  pageOf,
  printReadyRequests,
  type RequestRow,
  selectOwn,
  statusIn,
  updateRequest,
} from './repository.ts';

export type PrintReadyDeps = Pick<
  AppDeps,
  | 'db'
  | 'storage'
  | 'humanCheck'
  | 'log'
  | 'realtime'
  | 'payments'
  | 'config'
  | 'onServicePaid'
  | 'jobs'
  | 'slack'
> & { assets: AssetsService; notifications: NotificationsService; billing: PaymentsService };

/** The customer's orders page shows this many (orders are few: each one is paid in cash). */
const MY_ORDERS_LIMIT = 100;
const requestNotFound = () => notFound(PRINT_READY_MESSAGES.requestNotFound);
const dollars = (cents: number) => cents / 100;

function toDto(
  row: RequestRow,
  designs: Map<string, AssetUrls>,
  files: Map<string, Asset>,
): PrintReadyRequest {
  const type = row.serviceType as PrintReadyServiceType;
  const design = row.assetId ? designs.get(row.assetId) : undefined;
  return {
    id: row.id,
    serviceType: type,
    serviceTitle: PRINT_READY_SERVICES[type]?.title ?? row.serviceType,
    servicePrice: dollars(row.servicePriceCents),
    totalPrice: dollars(row.servicePriceCents * row.quantity),
    currency: row.currency,
    quantity: row.quantity,
    assetId: design ? row.assetId : null,
    assetThumbnailUrl: design?.thumbnailUrl ?? null,
    notes: row.notes,
    dimensions: row.dimensions ?? null,
    status: row.status as PrintReadyStatus,
    paymentStatus: row.paymentStatus as PrintReadyPaymentStatus,
    formStatus: row.formStatus as PrintReadyFormStatus,
    files: row.finalAssetIds.flatMap((id) => {
      const file = files.get(id);
      return file
        ? [
            {
              assetId: id,
              fileName: file.originalFileName,
              thumbnailUrl: file.thumbnailUrl,
              downloadUrl: file.url,
            },
          ]
        : [];
    }),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export function printReadyService(deps: PrintReadyDeps) {
  const { db, assets, notifications, billing: payments } = deps;

  /**
   * Rows as the customer sees them. The design thumbnail and final files are read whoever owns
   * them: the caller has already shown the request is theirs (or is staff).
   */
  async function toDtos(rows: RequestRow[]): Promise<PrintReadyRequest[]> {
    const [designs, files] = await Promise.all([
      assets.sharedUrls(rows.flatMap((r) => r.assetId ?? [])),
      assets.sharedDtos(rows.flatMap((r) => r.finalAssetIds)),
    ]);
    return rows.map((r) => toDto(r, designs, files));
  }

  async function toAdminDtos(rows: RequestRow[]): Promise<AdminPrintReadyRequest[]> {
    const people = await findPeople(db, {
      ids: [...new Set(rows.flatMap((r) => [r.userId, ...(r.assigneeId ? [r.assigneeId] : [])]))],
    });
    const emailOf = new Map(people.map((p) => [p.id, p.email]));
    const dtos = await toDtos(rows);
    return dtos.map((dto, i) => ({
      ...dto,
      ownerEmail: emailOf.get(rows[i]!.userId) ?? null,
      assigneeEmail: rows[i]!.assigneeId ? (emailOf.get(rows[i]!.assigneeId!) ?? null) : null,
    }));
  }

  /** A staff change on one request: locked, checked, updated and audited in one transaction. */
  async function staffChange(
    actor: AuthenticatedUser,
    id: string,
    action: string,
    change: (tx: DbOrTx, before: RequestRow) => Promise<Partial<RequestRow>>,
  ): Promise<AdminPrintReadyRequest> {
    const updated = await db.transaction(async (tx) => {
      const before = await lockById(tx, id);
      if (!before) throw requestNotFound();
      const values = await change(tx, before);
      const row = await updateRequest(tx, id, values);
      await recordAudit(tx, actor, {
        action: `print_ready.${action}`,
        target: id,
        before: { status: before.status, assigneeId: before.assigneeId, files: before.finalAssetIds },
        after: { status: row.status, assigneeId: row.assigneeId, files: row.finalAssetIds },
      });
      return row;
    });
    const [shown] = await toAdminDtos([updated]);
    return shown!;
  }

  /**
   * Closes an order in the caller's transaction: a paid one is refunded in full (refunded), an
   * unpaid one just cancelled; the customer is notified and the change audited.
   */
  async function closeOrder(tx: DbOrTx, actor: AuthenticatedUser, before: RequestRow, action: string) {
    const paid = before.paymentStatus === 'paid' && before.paymentId !== null;
    if (paid) await payments.refundService(tx, before.paymentId!);
    const row = await updateRequest(tx, before.id, {
      status: paid ? 'refunded' : 'cancelled',
      ...(paid ? { paymentStatus: 'refunded' } : {}),
    });
    const service =
      PRINT_READY_SERVICES[before.serviceType as PrintReadyServiceType]?.title ?? before.serviceType;
    const amount = `$${formatPrice(dollars(before.servicePriceCents * before.quantity))}`;
    const text = paid
      ? {
          type: 'print_ready_refunded' as const,
          title: PRINT_READY_MESSAGES.refundedNotification.title,
          message: PRINT_READY_MESSAGES.refundedNotification.message(service, amount),
        }
      : {
          type: 'print_ready_cancelled' as const,
          title: PRINT_READY_MESSAGES.cancelledNotification.title,
          message: PRINT_READY_MESSAGES.cancelledNotification.message(service),
        };
    await notifications.notify(
      before.userId,
      { ...text, deeplink: PRINT_READY_ORDERS_PATH, queryKeys: [[...PRINT_READY_QUERY_KEY]] },
      tx,
    );
    await recordAudit(tx, actor, {
      action: `print_ready.${action}`,
      target: before.id,
      before: { status: before.status, paymentStatus: before.paymentStatus },
      after: { status: row.status, paymentStatus: row.paymentStatus },
    });
    return row;
  }

  const requireWorkable = (row: RequestRow) => {
    if (row.status === 'awaiting-payment') throw conflict(PRINT_READY_MESSAGES.notPaid, 'not_paid');
    if (!PRINT_READY_OPEN_STATUSES.includes(row.status as PrintReadyStatus))
      throw conflict(PRINT_READY_MESSAGES.alreadyDelivered, 'closed');
  };

  return {
    /** Saves the brief at the server's price for its service type; the design must be the caller's. */
    async create(userId: string, body: CreatePrintReadyRequest): Promise<PrintReadyRequest> {
      if (!(await assets.ownMimetype(userId, body.assetId)))
        throw notFound(PRINT_READY_MESSAGES.designNotFound);
      const row = await insertRequest(db, {
        userId,
        serviceType: body.serviceType,
        servicePriceCents: printReadyPriceCents(body.serviceType),
        currency: PRINT_READY_CURRENCY,
        quantity: body.quantity,
        assetId: body.assetId,
        notes: body.notes || null,
        dimensions: body.dimensions ?? null,
      });
      const title = PRINT_READY_SERVICES[body.serviceType].title;
      alertTeam(deps, {
        source: 'print_ready_order',
        text: `New print-ready order: ${title} × ${body.quantity} ($${formatPrice(dollars(row.servicePriceCents * row.quantity))})`,
      });
      const [dto] = await toDtos([row]);
      return dto!;
    },

    async listMine(userId: string): Promise<PrintReadyRequest[]> {
      return toDtos(await listOwn(db, userId, MY_ORDERS_LIMIT));
    },

    async getMine(userId: string, id: string): Promise<PrintReadyRequest> {
      const row = await selectOwn(db, userId, id);
      if (!row) throw requestNotFound();
      const [dto] = await toDtos([row]);
      return dto!;
    },

    /**
     * A checkout for the caller's unpaid request at the stored server price. The request keeps
     * one payment: a second tab paying at the same time loses the claim and is handed the
     * winner's payment, so however often it is paid it is fulfilled once.
     */
    async pay(userId: string, id: string): Promise<PrintReadyCheckout> {
      // Two rounds: a lost claim means another tab attached its payment, which round two reuses.
      for (let round = 0; round < 2; round++) {
        const row = await selectOwn(db, userId, id);
        if (!row) throw requestNotFound();
        if (row.status !== 'awaiting-payment')
          throw conflict(PRINT_READY_MESSAGES.notAwaitingPayment, 'not_awaiting_payment');
        const type = row.serviceType as PrintReadyServiceType;
        const { url, payment } = await payments.createServiceCheckout(userId, {
          amountCents: row.servicePriceCents * row.quantity,
          currency: row.currency,
          description: `${PRINT_READY_SERVICES[type].title} × ${row.quantity}`,
          successUrl: `${PRINT_READY_ORDERS_PATH}?paid=${row.id}`,
          cancelUrl: `/print-ready/${PRINT_READY_SERVICES[type].fileType}`,
          existingPaymentId: row.paymentId,
        });
        if (payment.id === row.paymentId || (await claimPayment(db, row.id, row.paymentId, payment.id))) {
          return { url, paymentId: payment.id, amount: payment.amountCents, currency: payment.currency };
        }
      }
      throw conflict(PRINT_READY_MESSAGES.paymentBusy, 'payment_busy');
    },

    /**
     * The customer cancels an order nobody has started: unpaid → cancelled; paid → refunded in
     * full. The row lock makes a burst of cancels (or a cancel racing a staff refund) refund once.
     */
    async cancel(user: AuthenticatedUser, id: string): Promise<PrintReadyRequest> {
      const row = await db.transaction(async (tx) => {
        const before = await lockById(tx, id);
        if (!before || before.userId !== user.id) throw requestNotFound();
        if (!PRINT_READY_CANCELLABLE_STATUSES.includes(before.status as PrintReadyStatus))
          throw conflict(PRINT_READY_MESSAGES.notCancellable, 'not_cancellable');
        return closeOrder(tx, user, before, 'cancel');
      });
      const [dto] = await toDtos([row]);
      return dto!;
    },

    /** Staff refund a paid order in full, whatever its stage (refunded). */
    async refund(actor: AuthenticatedUser, id: string): Promise<AdminPrintReadyRequest> {
      const row = await db.transaction(async (tx) => {
        const before = await lockById(tx, id);
        if (!before) throw requestNotFound();
        if (before.paymentStatus !== 'paid')
          throw conflict(PRINT_READY_MESSAGES.notRefundable, 'not_refundable');
        return closeOrder(tx, actor, before, 'refund');
      });
      const [shown] = await toAdminDtos([row]);
      return shown!;
    },

    /** Staff's queue: 'open' (paid or in progress, oldest need first) or any one status. */
    async adminList(query: AdminPrintReadyParams): Promise<AdminPrintReadyPage> {
      const q = query.q;
      const search = q
        ? searchMatch(q, [printReadyRequests.notes, printReadyRequests.serviceType], {
            column: printReadyRequests.userId,
            ids: await ownerIdsForSearch(db, q),
          })
        : undefined;
      const status =
        query.status === 'all'
          ? undefined
          : statusIn(query.status === 'open' ? PRINT_READY_OPEN_STATUSES : [query.status]);
      const { rows, total } = await pageOf(db, and(search, status), query.limit, query.offset);
      return {
        requests: await toAdminDtos(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount: total,
      };
    },

    /** The acting staff member takes the request: paid → in progress. */
    assign(actor: AuthenticatedUser, id: string) {
      return staffChange(actor, id, 'assign', async (_tx, before) => {
        requireWorkable(before);
        return { assigneeId: actor.id, status: 'in-progress' };
      });
    },

    /** Attaches final files the staff member uploaded (their own live assets). */
    addFiles(actor: AuthenticatedUser, id: string, assetIds: string[]) {
      return staffChange(actor, id, 'add_files', async (tx, before) => {
        requireWorkable(before);
        const own = await assets.ownLiveIds(actor.id, assetIds, tx);
        if (assetIds.some((a) => !own.has(a))) throw notFound(PRINT_READY_MESSAGES.finalFileNotFound);
        const files = [...new Set([...before.finalAssetIds, ...assetIds])];
        if (files.length > PRINT_READY_LIMITS.maxFinalFiles)
          throw badRequest(PRINT_READY_MESSAGES.finalFiles);
        return { finalAssetIds: files };
      });
    },

    /** Delivered: needs final files; the customer is notified in the same transaction. */
    deliver(actor: AuthenticatedUser, id: string) {
      return staffChange(actor, id, 'deliver', async (tx, before) => {
        requireWorkable(before);
        if (before.finalAssetIds.length === 0) throw badRequest(PRINT_READY_MESSAGES.noFinalFiles);
        const service = PRINT_READY_SERVICES[before.serviceType as PrintReadyServiceType];
        await notifications.notify(
          before.userId,
          {
            type: 'print_ready_delivered',
            title: PRINT_READY_MESSAGES.deliveredNotification.title,
            message: PRINT_READY_MESSAGES.deliveredNotification.message(service?.title ?? before.serviceType),
            deeplink: PRINT_READY_ORDERS_PATH,
            queryKeys: [[...PRINT_READY_QUERY_KEY]],
          },
          tx,
        );
        return {
          status: 'delivered',
          assigneeId: before.assigneeId ?? actor.id,
          deliveredAt: new Date(),
        };
      });
    },
  };
}

export type PrintReadyService = ReturnType<typeof printReadyService>;
