/**
 * Print-ready services (issue #22, part 2 §3 and §9): human designers finish a design for print.
 * A request is priced by the server from PRINT_READY_SERVICES (a client price is never used),
 * paid through the checkout, then worked by staff until its final files are delivered.
 */
import { z } from 'zod';
import { adminListQuery } from './contracts/admin-lists.ts';

export const PRINT_READY_OFFER_TEXT =
  'Work with a professional designer to make this design ready for print - from just $50';

/** The six print-ready service kinds (part 2 §3), in the order the landing shows them. */
export const PRINT_READY_SERVICE_KINDS = [
  'print-ready-file-front',
  'print-ready-file-front-back',
  'print-ready-file-front-back-sides',
  'design-file-revision',
  'new-sku-adaptation',
  'retouch-ai-image',
] as const;

/**
 * What can be ordered through a brief: the six kinds and the professional photoshoot (§9 gives
 * it a cash price; the Create dialog opens it as /print-ready/professional-photoshoot).
 */
export const PRINT_READY_SERVICE_TYPES = [...PRINT_READY_SERVICE_KINDS, 'professional-photoshoot'] as const;
export type PrintReadyServiceType = (typeof PRINT_READY_SERVICE_TYPES)[number];

export interface PrintReadyService {
  type: PrintReadyServiceType;
  /** The page's address segment: /print-ready/{fileType} (the Toolbox's links use it too). */
  fileType: string;
  title: string;
  summary: string;
  /** Dollars (§9 cash prices). */
  price: number;
  /** §9 delivery time; null where the spec gives none. */
  delivery: string | null;
}

export const PRINT_READY_SERVICES: Record<PrintReadyServiceType, PrintReadyService> = {
  'print-ready-file-front': {
    type: 'print-ready-file-front',
    fileType: 'front',
    title: 'Print-ready file: front',
    summary: 'The front panel finished for print: bleed, safe area, CMYK and outlined text.',
    price: 50,
    delivery: '24 hrs',
  },
  'print-ready-file-front-back': {
    type: 'print-ready-file-front-back',
    fileType: 'front-and-back',
    title: 'Print-ready file: front and back',
    summary: 'Front and back panels finished for print, ready to send to your printer.',
    price: 100,
    delivery: '36 hrs',
  },
  'print-ready-file-front-back-sides': {
    type: 'print-ready-file-front-back-sides',
    fileType: 'all-sides',
    title: 'Print-ready file: all sides',
    summary: 'Every panel of the pack laid out on its dieline, finished for print.',
    price: 150,
    delivery: '36 hrs',
  },
  'design-file-revision': {
    type: 'design-file-revision',
    fileType: 'design-revision',
    title: 'Design file revision',
    summary: 'A designer revises your existing design file: text, colours, layout fixes.',
    price: 50,
    delivery: null,
  },
  'new-sku-adaptation': {
    type: 'new-sku-adaptation',
    fileType: 'sku-adaptation',
    title: 'New SKU adaptation',
    summary: 'Adapt a finished design to a new flavour, size or variant.',
    price: 80,
    delivery: null,
  },
  'retouch-ai-image': {
    type: 'retouch-ai-image',
    fileType: 'retouch',
    title: 'Retouch AI image',
    summary: 'A retoucher cleans up an AI image: hands, labels, reflections and edges.',
    price: 50,
    delivery: '24 hrs',
  },
  'professional-photoshoot': {
    type: 'professional-photoshoot',
    fileType: 'photoshoot',
    title: 'Professional photoshoot',
    summary: 'A professional photographer shoots your product for store listings and ads.',
    price: 50,
    delivery: '48 to 72 hrs',
  },
};

export const PRINT_READY_CURRENCY = 'usd';
export const printReadyPriceCents = (type: PrintReadyServiceType) => PRINT_READY_SERVICES[type].price * 100;
/** The lowest price of any service: the "from just $…" of the offer text. */
export const PRINT_READY_FROM_PRICE = Math.min(...Object.values(PRINT_READY_SERVICES).map((s) => s.price));

export const isPrintReadyServiceType = (value: string): value is PrintReadyServiceType =>
  (PRINT_READY_SERVICE_TYPES as readonly string[]).includes(value);

/** The service an address names, by its fileType ('front-and-back') or its type; null otherwise. */
export function printReadyServiceFor(fileType: string): PrintReadyService | null {
  if (isPrintReadyServiceType(fileType)) return PRINT_READY_SERVICES[fileType];
  return Object.values(PRINT_READY_SERVICES).find((s) => s.fileType === fileType) ?? null;
}

/** Request: awaiting-payment → paid → in-progress → delivered, or cancelled / refunded. */
export const PRINT_READY_STATUSES = [
  'awaiting-payment',
  'paid',
  'in-progress',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type PrintReadyStatus = (typeof PRINT_READY_STATUSES)[number];

/** The payment: pending until the checkout is paid (a declined card leaves it pending). */
export const PRINT_READY_PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PrintReadyPaymentStatus = (typeof PRINT_READY_PAYMENT_STATUSES)[number];

/** The brief: pending while it may still change, submitted once paid (staff work from it). */
export const PRINT_READY_FORM_STATUSES = ['pending', 'submitted'] as const;
export type PrintReadyFormStatus = (typeof PRINT_READY_FORM_STATUSES)[number];

export const PRINT_READY_STATUS_LABELS: Record<PrintReadyStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  'in-progress': 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PRINT_READY_LIMITS = {
  /** Designs (SKUs) in one order; each is charged the service price. */
  maxQuantity: 20,
  maxNotes: 2000,
  /** Millimetres: a pack or label dimension. */
  maxDimensionMm: 5000,
  maxFinalFiles: 20,
} as const;

export const PRINT_READY_MESSAGES = {
  unknownService: `Unknown service type. Choose one of: ${PRINT_READY_SERVICE_TYPES.join(', ')}`,
  quantity: `The number of designs must be a whole number from 1 to ${PRINT_READY_LIMITS.maxQuantity}`,
  designAsset: 'Choose the design to make print-ready',
  designNotFound: 'Design not found',
  notesTooLong: `Notes can be at most ${PRINT_READY_LIMITS.maxNotes} characters`,
  dimension: `Dimensions must be positive millimetres up to ${PRINT_READY_LIMITS.maxDimensionMm}`,
  requestNotFound: 'Print-ready request not found',
  notAwaitingPayment: 'This request is already paid or closed.',
  paymentBusy: 'This order is being paid in another window. Please try again in a moment.',
  notPaid: 'Only a paid request can be worked on.',
  alreadyDelivered: 'This request is already delivered or closed.',
  noFinalFiles: 'Upload at least one final file before marking the request delivered',
  finalFiles: `Attach 1 to ${PRINT_READY_LIMITS.maxFinalFiles} final files`,
  finalFileNotFound: 'Final file not found',
  created: 'Your brief is saved. Pay to send it to a designer.',
  assigned: 'Request assigned.',
  filesAdded: 'Final files attached.',
  delivered: 'Delivered; the customer has been notified.',
  notCancellable: 'This order has already started. Contact us and we will sort it out.',
  notRefundable: 'Only a paid order can be refunded.',
  cancelled: 'Your order is cancelled.',
  cancelledAndRefunded: 'Your order is cancelled and your payment refunded.',
  refunded: 'Refunded; the customer has been notified.',
  cancelledNotification: {
    title: 'Your print-ready order is cancelled',
    message: (service: string) => `${service}: the order is cancelled.`,
  },
  refundedNotification: {
    title: 'Your print-ready order is refunded',
    message: (service: string, amount: string) => `${service}: ${amount} is on its way back to your card.`,
  },
  deliveredNotification: {
    title: 'Your print-ready files are ready',
    message: (service: string) => `${service}: your designer has delivered the final files.`,
  },
} as const;

const dimension = z
  .number(PRINT_READY_MESSAGES.dimension)
  .positive(PRINT_READY_MESSAGES.dimension)
  .max(PRINT_READY_LIMITS.maxDimensionMm, PRINT_READY_MESSAGES.dimension);

export const printReadyDimensions = z.strictObject({
  width: dimension,
  height: dimension,
  depth: dimension.optional(),
});
export type PrintReadyDimensions = z.infer<typeof printReadyDimensions>;

export const printReadyServiceType = z.enum(PRINT_READY_SERVICE_TYPES, PRINT_READY_MESSAGES.unknownService);

/** The brief (POST /api/print-ready/requests); the price comes from the service type only. */
export const createPrintReadyRequest = z.object({
  serviceType: printReadyServiceType,
  quantity: z
    .number(PRINT_READY_MESSAGES.quantity)
    .int(PRINT_READY_MESSAGES.quantity)
    .min(1, PRINT_READY_MESSAGES.quantity)
    .max(PRINT_READY_LIMITS.maxQuantity, PRINT_READY_MESSAGES.quantity),
  assetId: z.uuid(PRINT_READY_MESSAGES.designAsset),
  notes: z.string().trim().max(PRINT_READY_LIMITS.maxNotes, PRINT_READY_MESSAGES.notesTooLong).optional(),
  dimensions: printReadyDimensions.optional(),
});
export type CreatePrintReadyRequest = z.infer<typeof createPrintReadyRequest>;

/** Staff attach final files they uploaded (their own assets). */
export const addPrintReadyFiles = z.strictObject({
  assetIds: z
    .array(z.uuid(PRINT_READY_MESSAGES.finalFileNotFound))
    .min(1, PRINT_READY_MESSAGES.finalFiles)
    .max(PRINT_READY_LIMITS.maxFinalFiles, PRINT_READY_MESSAGES.finalFiles),
});
export type AddPrintReadyFiles = z.infer<typeof addPrintReadyFiles>;

/** Staff's queue filter: 'open' is what needs a designer (paid or in progress). */
export const PRINT_READY_ADMIN_FILTERS = ['open', 'all', ...PRINT_READY_STATUSES] as const;
export type PrintReadyAdminFilter = (typeof PRINT_READY_ADMIN_FILTERS)[number];
export const PRINT_READY_OPEN_STATUSES: readonly PrintReadyStatus[] = ['paid', 'in-progress'];
/** The customer may cancel an order nobody has started: unpaid (cancelled) or paid (refunded too). */
export const PRINT_READY_CANCELLABLE_STATUSES: readonly PrintReadyStatus[] = ['awaiting-payment', 'paid'];

export const adminPrintReadyQuery = adminListQuery.extend({
  status: z.enum(PRINT_READY_ADMIN_FILTERS).default('open'),
});
export type AdminPrintReadyQuery = z.input<typeof adminPrintReadyQuery>;
export type AdminPrintReadyParams = z.output<typeof adminPrintReadyQuery>;

export interface PrintReadyFile {
  assetId: string;
  fileName: string;
  thumbnailUrl: string | null;
  /** Same-site address that checks the request is the caller's, then hands the file over. */
  downloadUrl: string;
}

export interface PrintReadyRequest {
  id: string;
  serviceType: PrintReadyServiceType;
  serviceTitle: string;
  /** Dollars per design, as priced by the server when the request was made. */
  servicePrice: number;
  /** Dollars charged: the service price × quantity. */
  totalPrice: number;
  currency: string;
  quantity: number;
  assetId: string | null;
  assetThumbnailUrl: string | null;
  notes: string | null;
  dimensions: PrintReadyDimensions | null;
  status: PrintReadyStatus;
  paymentStatus: PrintReadyPaymentStatus;
  formStatus: PrintReadyFormStatus;
  files: PrintReadyFile[];
  createdAt: string;
  paidAt: string | null;
  deliveredAt: string | null;
}

export interface AdminPrintReadyRequest extends PrintReadyRequest {
  ownerEmail: string | null;
  assigneeEmail: string | null;
}

export interface AdminPrintReadyPage {
  requests: AdminPrintReadyRequest[];
  limit: number;
  offset: number;
  totalCount: number;
}

/** What paying answers: the checkout address (test checkout page or Stripe Checkout). */
export interface PrintReadyCheckout {
  url: string;
  paymentId: string;
  amount: number;
  currency: string;
}

export const PRINT_READY_QUERY_KEY = ['print-ready'] as const;
export const PRINT_READY_ORDERS_PATH = '/print-ready/orders';
