/**
 * The inverse of an edit: operations that take the edited document back to `before`
 * (`applyEdits(applyEdit(before, op), inverseEdit(before, op))` deep-equals `before`). Undo itself
 * lives elsewhere; this is what makes every design edit reversible by operations alone.
 */
import type { DesignDocument } from '../document/design-document.ts';
import type { EditOperation } from './operations.ts';

/**
 * Operations restoring `before` after `op`, read from `before` alone (what the edit overwrites is
 * in it); undefined only for an edit the document's kind does not take.
 */
export function inverseEdit(before: DesignDocument, op: EditOperation): EditOperation[] | undefined {
  const d = before;
  switch (op.type) {
    case 'recolour':
    case 'shift-colours':
      return [
        ...('palette' in d ? [{ type: 'recolour' as const, palette: { ...d.palette }, colours: [] }] : []),
        { type: 'set-background', colour: d.background.colour },
      ];
    case 'set-text': {
      const text = d.kind === 'imagery' ? { headline: d.headline } : 'text' in d ? d.text : {};
      return [
        {
          type: 'set-text',
          field: op.field,
          value: String((text as Record<string, unknown>)[op.field] ?? ''),
        },
      ];
    }
    case 'set-claims':
    case 'add-claim':
    case 'remove-claim':
    case 'replace-claim':
      return d.kind === 'packaging' ? [{ type: 'set-claims', claims: [...d.text.claims] }] : undefined;
    case 'set-typography': {
      if (!('typography' in d)) return undefined;
      const ty = d.typography;
      return [
        { type: 'set-typography', role: op.role, font: ty[op.role], upper: ty.upper, tracking: ty.tracking },
      ];
    }
    case 'set-layout':
      return d.kind === 'packaging' ? [{ type: 'set-layout', layout: d.layout }] : undefined;
    case 'set-pattern':
      return d.kind === 'packaging'
        ? [
            {
              type: 'set-pattern',
              kind: d.pattern.kind,
              scale: d.pattern.scale,
              angle: d.pattern.angle,
              opacity: d.pattern.opacity,
              icon: d.pattern.icon ?? '',
            },
          ]
        : undefined;
    case 'set-symbol':
    case 'set-mark':
      if (d.kind === 'packaging') return [{ type: 'set-symbol', icon: d.symbol }];
      if (d.kind === 'logo')
        return [
          {
            type: 'set-mark',
            markType: d.symbol.type,
            icon: d.symbol.icon,
            letters: d.symbol.letters,
            container: d.symbol.container,
          },
        ];
      return undefined;
    case 'set-lockup':
      return d.kind === 'logo' ? [{ type: 'set-lockup', lockup: d.lockup }] : undefined;
    case 'set-emphasis':
      return d.kind === 'packaging' || d.kind === 'logo'
        ? [{ type: 'set-emphasis', element: op.element, level: d.emphasis?.[op.element] ?? 0 }]
        : undefined;
    case 'set-position':
      return d.kind === 'packaging'
        ? [{ type: 'set-position', element: op.element, position: d.emphasis?.at?.[op.element] ?? 'auto' }]
        : undefined;
    case 'set-pack-colour':
      return d.kind === 'packaging' || d.kind === 'mockup'
        ? [{ type: 'set-pack-colour', colour: d.packColour ?? '' }]
        : undefined;
    case 'set-fit':
      return d.kind === 'mockup' ? [{ type: 'set-fit', fit: d.fit }] : undefined;
    case 'set-scene':
      return sceneInverse(d);
    case 'add-prop':
    case 'remove-prop': {
      const props =
        d.kind === 'photoshoot'
          ? (d.set?.props ?? d.props)
          : d.kind === 'imagery'
            ? d.still?.props
            : undefined;
      if (!props) return undefined;
      return [
        { type: 'remove-prop' },
        // add-prop puts a prop first: the old order comes back adding them last to first
        ...[...props].reverse().map((prop) => ({ type: 'add-prop' as const, prop: prop as never })),
      ];
    }
    case 'set-imagery':
      return d.kind === 'imagery'
        ? [{ type: 'set-imagery', mood: d.mood, composition: d.composition, subjects: [...d.subjects] }]
        : undefined;
    case 'set-view':
      return 'view' in d ? [{ type: 'set-view', view: d.view }] : undefined;
    case 'set-background':
      return [
        {
          type: 'set-background',
          colour: d.background.colour,
          style: d.background.style,
          ...(d.kind === 'photoshoot' ? { scene: d.scene } : {}),
        },
      ];
    case 'reseed':
      return [{ type: 'reseed', seed: d.seed }];
    case 'upscale':
      return [];
    case 'set-template':
    case 'set-size':
      // a format brings its own proportions: the old format, then the old size if one was set
      return d.kind === 'packaging' || d.kind === 'mockup'
        ? [
            { type: 'set-template', template: d.template },
            ...(d.kind === 'packaging' && d.dimensions
              ? [{ type: 'set-size' as const, ...d.dimensions }]
              : []),
          ]
        : undefined;
    case 'zoom-out':
    case 'set-framing':
      return d.kind === 'packaging' || d.kind === 'mockup'
        ? [{ type: 'set-framing', zoom: d.framing?.zoom ?? 1 }]
        : undefined;
    case 'new-variant':
      return d.kind === 'packaging'
        ? [
            { type: 'recolour', palette: { ...d.palette }, colours: [] },
            { type: 'set-text', field: 'variant', value: d.text.variant },
            { type: 'set-symbol', icon: d.symbol },
          ]
        : undefined;
    case 'set-logo':
      return d.kind === 'packaging' ? [{ type: 'set-logo', logo: d.logo ?? null }] : undefined;
    case 'set-artwork':
      if (d.kind === 'photoshoot') return [{ type: 'set-artwork', artwork: d.product }];
      return d.kind === 'packaging' || d.kind === 'mockup'
        ? [{ type: 'set-artwork', artwork: d.artwork ?? null }]
        : undefined;
  }
}

function sceneInverse(d: DesignDocument): EditOperation[] | undefined {
  if (d.kind === 'photoshoot') {
    if (!d.set)
      return [
        { type: 'set-scene', camera: d.camera, light: d.light, scene: d.scene, wall: d.background.colour },
      ];
    const s = d.set;
    return [
      {
        type: 'set-scene',
        surface: s.surface,
        ...(s.surfaceColour ? { surfaceColour: s.surfaceColour } : {}),
        wall: s.wall,
        camera: s.camera,
        light: s.light,
        scene: d.scene,
        setting: s.setting,
      },
    ];
  }
  if (d.kind !== 'imagery' || !d.still) return undefined;
  const s = d.still;
  return [
    {
      type: 'set-scene',
      surface: s.surface,
      ...(s.surfaceColour ? { surfaceColour: s.surfaceColour } : {}),
      wall: s.wall,
      camera: s.camera,
      light: s.light,
      setting: s.setting,
      material: s.material,
      finish: s.finish,
    },
  ];
}
