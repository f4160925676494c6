import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBackToTiles } from '../flow-store';
import { flowBackTarget } from './rules';

/**
 * A creation dialog's Back, for every footer: to the previous step (`onBack`), or — on a first
 * step, in a flow opened from the Create new tiles — back to those tiles. Renders nothing when
 * there is neither.
 */
export function FlowBackButton({ onBack, className }: { onBack?: () => void; className?: string }) {
  const backToTiles = useBackToTiles();
  const target = flowBackTarget({ hasPreviousStep: !!onBack, fromTiles: !!backToTiles });
  if (!target) return null;
  const back = target === 'step' ? onBack : backToTiles;
  return (
    <Button
      variant="ghost"
      onClick={() => back?.()}
      className={className}
      data-testid={target === 'step' ? 'flow-back' : 'flow-back-to-tiles'}
    >
      <ArrowLeft aria-hidden /> Back
    </Button>
  );
}
