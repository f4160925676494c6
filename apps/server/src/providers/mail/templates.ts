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
