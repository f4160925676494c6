import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useFlag } from '@/features/flags';

/**
 * "Get this design" (the get-this-design flag): the design's print-ready page — its instant PDF
 * when the engine made it, the human services otherwise. Nothing without the flag.
 */
export function GetThisDesignLink({ assetId }: { assetId: string }) {
  const on = useFlag('get-this-design');
  if (!on) return null;
  return (
    <Link
      to={`/print-ready?assetId=${encodeURIComponent(assetId)}`}
      className={buttonClass({ variant: 'primary' })}
      data-testid="get-this-design"
    >
      <ShoppingBag aria-hidden /> Get this design
    </Link>
  );
}
