import { INVITE_FEATURES } from '@packsmith/core';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Page, PageHeader } from '@/components/ui/page';
import { FeatureAccessCard } from './feature-access-card';

/** /dashboard/early-access: every invite-only feature with the person's status, a code field and the waitlist. */
export function EarlyAccessPage() {
  return (
    <Page width="narrow">
      <PageHeader
        eyebrow={
          <Badge variant="brand">
            <FlaskConical className="size-3.5" aria-hidden /> Early access
          </Badge>
        }
        title="Early access"
        description="Some features open by invitation first. Enter an invite code to unlock one, or join its waitlist."
      />
      <div className="grid gap-4">
        {INVITE_FEATURES.map((feature) => (
          <FeatureAccessCard key={feature} feature={feature} />
        ))}
      </div>
    </Page>
  );
}
