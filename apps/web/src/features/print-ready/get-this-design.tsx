import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/**
 * "Get this design" (what the print action becomes with the get-this-design flag): the design's
 * print-ready page — its instant PDF when the engine made it, the human services otherwise.
 */
export function GetThisDesignLink({ assetId, className }: { assetId: string; className?: string }) {
  return (
    <Link
      to={`/print-ready?assetId=${encodeURIComponent(assetId)}`}
      className={buttonClass({ variant: 'primary', className })}
      data-testid="get-this-design"
    >
      <ShoppingBag aria-hidden /> Get this design
    </Link>
  );
}
