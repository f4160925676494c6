import { CLIENT_VERSION } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { metaQuery } from '@/features/meta';
import { useUser } from '@/features/users';
import { SupportFooterLink } from './support-button';

function StaffVersion() {
  const { data } = useQuery({ ...metaQuery, enabled: false });
  return (
    <span className="font-mono text-[11px] text-zinc-400" data-testid="app-version">
      web v{CLIENT_VERSION}
      {data?.version ? ` · api v${data.version}` : ''}
    </span>
  );
}

export function Footer() {
  const user = useUser();
  return (
    <footer className="border-t border-zinc-200/70 px-4 py-5 sm:px-6 sm:pr-24 lg:pl-10">
      <div className="flex flex-col gap-2 text-xs text-zinc-500 sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Packsmith. All rights reserved.</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <SupportFooterLink />
          <Link to="/legal/privacy-policy" className="hover:text-zinc-900">
            Privacy policy
          </Link>
          <Link to="/legal/platform-terms-of-use" className="hover:text-zinc-900">
            Terms of use
          </Link>
          {user?.isStaff ? <StaffVersion /> : null}
        </div>
      </div>
    </footer>
  );
}
