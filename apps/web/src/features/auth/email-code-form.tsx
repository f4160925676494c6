import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH, MESSAGES, requestCodeBody, type SessionToken, verifyCodeBody } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { api, isApiError } from '@/lib/api';
import { useFormTouch } from '@/lib/field-touch';
import { CODE_NEEDS_RESEND, EMAIL_BLOCKED, requestCode, verifyCode } from './api';

const RESEND_COOLDOWN_S = 30;
const codeOnly = verifyCodeBody.pick({ code: true });

export interface EmailCodeFormProps {
  mode: 'login' | 'sign-up';
  /** Called with the new session; resolves to an error message to show, or null. */
  onVerified: (session: SessionToken) => Promise<string | null>;
  onBlocked: () => void;
}

function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until, now]);
  return {
    remaining: Math.max(0, Math.ceil((until - now) / 1000)),
    start: () => {
      setNow(Date.now());
      setUntil(Date.now() + RESEND_COOLDOWN_S * 1000);
    },
  };
}

/** In development the server keeps every mail in a dev mailbox; point people to it. */
function useDevMailbox() {
  const { data } = useQuery({
    queryKey: ['dev', 'mailbox', 'available'],
    queryFn: () =>
      api
        .get('/api/dev/mailbox', { redirects: false, auth: false })
        .then(() => true)
        .catch((error: unknown) => {
          // 404: not a development server, so there is no mailbox. Anything else is a real failure.
          if (isApiError(error) && error.status === 404) return false;
          throw error;
        }),
    staleTime: Infinity,
  });
  return data === true;
}

function requestErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.generic.internal;
  if (error.status === 429) return error.message || MESSAGES.auth.tooManyRequests;
  return error.message;
}

/** Two steps: email → 6-digit code. Handles blocked emails, rate limits, wrong/expired codes. */
export function EmailCodeForm({ mode, onVerified, onBlocked }: EmailCodeFormProps) {
  const id = useId();
  const [email, setEmail] = useState<string | null>(null);
  const [needsResend, setNeedsResend] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown();
  const devMailbox = useDevMailbox();

  const emailForm = useForm<{ email: string }>({
    resolver: zodResolver(requestCodeBody),
    defaultValues: { email: '' },
    mode: 'onChange',
  });
  const emailTouch = useFormTouch(emailForm);
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(codeOnly),
    defaultValues: { code: '' },
    mode: 'onChange',
  });
  const codeTouch = useFormTouch(codeForm);

  const send = async (address: string): Promise<boolean> => {
    try {
      await requestCode(address);
      cooldown.start();
      return true;
    } catch (error) {
      if (isApiError(error) && (error.status === 403 || error.code === EMAIL_BLOCKED)) {
        onBlocked();
        return false;
      }
      if (isApiError(error) && error.status === 400) {
        emailForm.setError('email', { message: error.message || MESSAGES.auth.invalidEmail });
      } else {
        const message = requestErrorMessage(error);
        if (email) codeForm.setError('root', { message });
        else emailForm.setError('root', { message });
      }
      return false;
    }
  };

  const submitEmail = emailForm.handleSubmit(async ({ email: address }) => {
    if (await send(address)) {
      setEmail(address);
      setNeedsResend(false);
      codeForm.reset({ code: '' });
    }
  });

  const resend = async () => {
    if (!email) return;
    setResending(true);
    codeForm.clearErrors();
    if (await send(email)) {
      setNeedsResend(false);
      codeForm.reset({ code: '' });
    }
    setResending(false);
  };

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    if (!email) return;
    try {
      const session = await verifyCode(email, code);
      const problem = await onVerified(session);
      if (problem) codeForm.setError('root', { message: problem });
    } catch (error) {
      if (isApiError(error) && error.code && CODE_NEEDS_RESEND.has(error.code)) {
        setNeedsResend(true);
        codeForm.setError('code', { message: error.message });
      } else if (isApiError(error) && error.status === 400) {
        codeForm.setError('code', { message: error.message || MESSAGES.auth.codeInvalid });
      } else if (isApiError(error) && error.code === EMAIL_BLOCKED) {
        onBlocked();
      } else {
        codeForm.setError('root', { message: requestErrorMessage(error) });
      }
    }
  });

  if (email === null) {
    const { errors, isSubmitting } = emailForm.formState;
    const emailError = emailTouch.error('email');
    return (
      <form onSubmit={submitEmail} {...emailTouch.formProps} noValidate className="flex flex-col gap-4">
        <Field id={`${id}-email`} label="Email address" error={emailError}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            autoFocus
            aria-invalid={emailError ? true : undefined}
            aria-describedby={fieldDescribedBy(`${id}-email`, { error: emailError })}
            {...emailForm.register('email')}
          />
        </Field>
        <FieldError message={errors.root?.message} />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {mode === 'sign-up' ? 'Create account with email' : 'Continue with email'}
        </Button>
        <p className="text-center text-xs text-zinc-500">
          We'll email you a {AUTH.codeLength}-digit code. No password needed.
        </p>
      </form>
    );
  }

  const { errors, isSubmitting } = codeForm.formState;
  const codeField = codeForm.register('code');
  const codeError = codeTouch.error('code');
  return (
    <form onSubmit={submitCode} {...codeTouch.formProps} noValidate className="flex flex-col gap-4">
      <Notice tone="info" title="Check your inbox">
        {MESSAGES.auth.codeSent} It was sent to <strong className="font-semibold break-all">{email}</strong>{' '}
        and expires in {AUTH.codeTtlMinutes} minutes.
        {devMailbox ? (
          <>
            {' '}
            Running locally? Open the{' '}
            <a
              href="/dev/mailbox"
              target="_blank"
              rel="noreferrer"
              className="font-medium underline underline-offset-2"
            >
              dev mailbox
            </a>
            .
          </>
        ) : null}
      </Notice>
      <Field id={`${id}-code`} label="Verification code" error={codeError}>
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={AUTH.codeLength}
          placeholder="000000"
          autoFocus
          className="h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em] placeholder:text-zinc-300"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={fieldDescribedBy(`${id}-code`, { error: codeError })}
          {...codeField}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, AUTH.codeLength);
            void codeField.onChange(event);
            if (event.target.value.length === AUTH.codeLength && !needsResend) void submitCode();
          }}
        />
      </Field>
      <FieldError message={errors.root?.message} />
      {needsResend ? (
        <Button type="button" size="lg" className="w-full" onClick={resend} loading={resending}>
          <Mail aria-hidden /> Send a new code
        </Button>
      ) : (
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {mode === 'sign-up' ? 'Verify and create account' : 'Verify and sign in'}
        </Button>
      )}
      <div className="flex items-center justify-between text-sm">
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-md text-zinc-500 hover:text-zinc-900"
          onClick={() => {
            setEmail(null);
            setNeedsResend(false);
          }}
        >
          <ArrowLeft className="size-4" aria-hidden /> Use a different email
        </button>
        {needsResend ? null : (
          <button
            type="button"
            className="rounded-md font-medium text-brand-700 hover:text-brand-800 disabled:text-zinc-400"
            onClick={resend}
            disabled={cooldown.remaining > 0 || resending}
          >
            {cooldown.remaining > 0 ? `Resend in ${cooldown.remaining}s` : 'Resend code'}
          </button>
        )}
      </div>
    </form>
  );
}
