import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/ui/button';
import { fetchProviders, googleStartUrl } from './api';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-[18px]!">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.66-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.87c2.26-2.09 3.57-5.17 3.57-8.81z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.87-3c-1.07.72-2.45 1.15-4.07 1.15-3.13 0-5.78-2.11-6.73-4.95H1.27v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.27 14.29a7.2 7.2 0 0 1 0-4.58v-3.1H1.27a12 12 0 0 0 0 10.78l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.43-3.43A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.27 6.61l4 3.1C6.22 6.88 8.87 4.77 12 4.77z"
      />
    </svg>
  );
}

/** "Continue with Google", shown only when the server has Google sign-in configured. */
export function GoogleButton({ redirect }: { redirect: string | null }) {
  const { data } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: fetchProviders,
    staleTime: Infinity,
  });
  if (!data?.google) return null;
  return (
    <>
      <a
        href={googleStartUrl(redirect)}
        className={buttonClass({ variant: 'outline', size: 'lg', className: 'w-full' })}
      >
        <GoogleLogo />
        Continue with Google
      </a>
      <div className="my-5 flex items-center gap-3 text-xs font-medium text-zinc-400" aria-hidden>
        <span className="h-px flex-1 bg-zinc-200" />
        or
        <span className="h-px flex-1 bg-zinc-200" />
      </div>
    </>
  );
}
