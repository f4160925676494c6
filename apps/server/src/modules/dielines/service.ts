import {
  checkDielineSize,
  DIELINE_DEFAULT_SIZE,
  DIELINE_LIMITS,
  DIELINE_MESSAGES,
  type DielineFormat,
  type DielineSizeQuery,
  type DielineStructureSummary,
} from '@packsmith/core';
import {
  getStructure,
  STRUCTURES,
  type Structure,
  structureDxf,
  structurePdf,
  structureSvg,
} from '@packsmith/render';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';

export type DielinesDeps = Pick<AppDeps, 'renderSlots'>;

export interface DielineFile {
  bytes: Uint8Array | string;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<DielineFormat, string> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  dxf: 'application/dxf',
};

function summary(s: Structure): DielineStructureSummary {
  const limits = DIELINE_LIMITS[s.board];
  const base = DIELINE_DEFAULT_SIZE[s.board];
  const range = (def: number) => ({ min: limits.min, max: limits.max, default: def });
  return {
    id: s.id,
    name: s.name,
    code: s.code,
    category: s.category,
    board: s.board,
    description: s.description,
    params: {
      length: range(base.length),
      width: range(base.width),
      depth: range(base.depth),
      caliper: { min: limits.caliper[0], max: limits.caliper[1], default: limits.defaultCaliper },
    },
  };
}

/** The dieline generator: the structure library, and any structure drawn at a valid size. */
export function dielinesService(deps: DielinesDeps) {
  const list = STRUCTURES.map(summary);
  return {
    list: () => list,

    async draw(id: string, format: DielineFormat, query: DielineSizeQuery): Promise<DielineFile> {
      const structure = getStructure(id);
      if (!structure) throw notFound(DIELINE_MESSAGES.notFound);
      const checked = checkDielineSize(structure.board, query);
      if ('error' in checked) throw badRequest(checked.error, 'invalid_size');
      const { size } = checked;
      const net = structure.build(size);
      const bytes = await deps.renderSlots.run(async () => {
        if (format === 'pdf') return structurePdf(structure, size, net);
        if (format === 'svg')
          return structureSvg(structure, size, net, { preview: query.view === 'preview' });
        return structureDxf(net);
      });
      const name = `${structure.id}-${size.length}x${size.width}x${size.depth}mm-${size.caliper}mm`;
      return { bytes, contentType: CONTENT_TYPES[format], fileName: `${name}.${format}` };
    },
  };
}

export type DielinesService = ReturnType<typeof dielinesService>;
