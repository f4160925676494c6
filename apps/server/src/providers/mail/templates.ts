import { AUTH } from '@packsmith/core';
import type { MailMessage } from './port.ts';

export function signInCodeMail(to: string, code: string): MailMessage {
  const text = [
    `Your Packsmith sign-in code is ${code}`,
    '',
    `It expires in ${AUTH.codeTtlMinutes} minutes. If you did not ask for it, you can ignore this email.`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Your Packsmith sign-in code</h1>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px">${code}</p>
<p style="color:#555">It expires in ${AUTH.codeTtlMinutes} minutes. If you did not ask for it, you can ignore this email.</p>
</div>`;
  return { to, subject: `${code} is your Packsmith sign-in code`, text, html };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * An invitation to a collection. The same mail whether or not the address has an account: the
 * link opens the invitation after signing in (or signing up) with this address.
 */
export function collectionInvitationMail(
  to: string,
  { inviter, collection, link }: { inviter: string; collection: string; link: string },
): MailMessage {
  const text = [
    `${inviter} invited you to collaborate on the collection “${collection}” on Packsmith.`,
    '',
    `Open the invitation: ${link}`,
    '',
    `Sign in (or sign up) with ${to} to see it. If you did not expect this, you can ignore this email.`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">You were invited to a collection</h1>
<p>${escapeHtml(inviter)} invited you to collaborate on the collection “${escapeHtml(collection)}” on Packsmith.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:8px;text-decoration:none">Open the invitation</a></p>
<p style="color:#555">Sign in (or sign up) with ${escapeHtml(to)} to see it. If you did not expect this, you can ignore this email.</p>
</div>`;
  return { to, subject: `${inviter} invited you to a collection on Packsmith`, text, html };
}
