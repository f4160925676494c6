import { ShieldUser } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page';

/** An admin page's header, marked as staff only. */
export function StaffPageHeader({ title, description }: { title: string; description: string }) {
  return (
    <PageHeader
      eyebrow={
        <Badge variant="dark">
          <ShieldUser className="size-3" aria-hidden /> Staff only
        </Badge>
      }
      title={title}
      description={description}
    />
  );
}
