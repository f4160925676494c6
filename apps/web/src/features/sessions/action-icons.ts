import type { DesignActionType } from '@packsmith/core';
import {
  Box,
  Camera,
  Layers,
  type LucideIcon,
  Package,
  Palette,
  PenTool,
  Sparkles,
  SwatchBook,
} from 'lucide-react';

/** Each design action type's icon and tint (the same ones as the Create new tiles). */
export const ACTION_ICONS: Record<DesignActionType, { icon: LucideIcon; tone: string }> = {
  'ai-imagery': { icon: Sparkles, tone: 'bg-violet-50 text-violet-600' },
  'logo-design': { icon: PenTool, tone: 'bg-sky-50 text-sky-600' },
  'packaging-range': { icon: Layers, tone: 'bg-emerald-50 text-emerald-600' },
  'variant-range': { icon: SwatchBook, tone: 'bg-teal-50 text-teal-600' },
  'product-photoshoot': { icon: Camera, tone: 'bg-amber-50 text-amber-600' },
  'brand-moodboard': { icon: Palette, tone: 'bg-pink-50 text-pink-600' },
  'packaging-mockup': { icon: Box, tone: 'bg-zinc-100 text-zinc-700' },
  'packaging-generation': { icon: Package, tone: 'bg-brand-50 text-brand-600' },
};
