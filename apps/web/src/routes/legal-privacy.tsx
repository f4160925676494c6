import { SUPPORT_EMAIL } from '@/app/links';
import { LegalDocument, type LegalSection } from '@/components/ui/legal-document';

const PRIVACY_EMAIL = 'privacy@packsmith.app';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <p>
        Packsmith ("we", "us") provides an online platform for creating packaging designs, logos, mockups and
        related brand imagery with the help of artificial intelligence and professional designers. We are the
        controller of the personal data described in this policy. You can reach us at{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="text-brand-700 underline">
          {PRIVACY_EMAIL}
        </a>
        .
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account details</strong> — your email address, name, role, launch timing and the optional
            profile answers you give during onboarding (company type, country, region, how you heard about us,
            tools you use and your reason for joining).
          </li>
          <li>
            <strong>Sign-in data</strong> — one-time codes (stored only as a secure hash and deleted after use
            or expiry) and session tokens (also stored hashed). If you sign in with Google we receive your
            email address and a stable account identifier, never your Google password.
          </li>
          <li>
            <strong>Your content</strong> — briefs, prompts, chat messages, uploaded files (logos, artwork,
            product photos) and the designs generated for you.
          </li>
          <li>
            <strong>Billing data</strong> — your plan, credit balance and transaction history. Card details
            are handled by our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Usage and device data</strong> — pages visited, features used, approximate location from
            your IP address, browser type and error reports, used to keep the service reliable and secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>
          To create your account, sign you in and keep your account secure (performance of our contract with
          you).
        </li>
        <li>To generate, edit, store and deliver your designs and orders (contract).</li>
        <li>To process payments and keep accounting records (contract and legal obligation).</li>
        <li>To tailor templates and suggestions to your role and launch timing (legitimate interests).</li>
        <li>
          To prevent abuse, such as blocking misused email addresses and rate-limiting sign-in attempts
          (legitimate interests).
        </li>
        <li>
          To send service emails such as sign-in codes and generation notifications (contract), and product
          news only where you have agreed (consent).
        </li>
      </ul>
    ),
  },
  {
    id: 'ai-and-content',
    heading: 'AI processing and your designs',
    body: (
      <>
        <p>
          When you ask Packsmith to create or edit an image, your prompt and any reference files are processed
          by our design engine and, where configured, by third-party AI providers acting on our instructions.
          We do not allow those providers to use your content to train their models.
        </p>
        <p>
          Images created on the Free plan carry a watermark and may be shown publicly as inspiration. Images
          created on paid plans are private to you and the collaborators you invite.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal data. We share it only with:</p>
        <ul>
          <li>
            Service providers who host our infrastructure, send email, process payments, provide customer
            chat, analytics and error reporting, under contracts that limit their use of it.
          </li>
          <li>
            Professional designers working on a print-ready or photoshoot order you place, who receive the
            brief and files for that order.
          </li>
          <li>Authorities, where the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account data for as long as your account is open. Sign-in codes expire after 10 minutes
        and sessions after 30 days. When you delete your account we delete or anonymise your personal data
        within 30 days, except records we must keep for tax and accounting purposes.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may have the right to access, correct, export or delete your personal
        data, to object to or restrict certain processing, and to withdraw consent at any time. Email{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="text-brand-700 underline">
          {PRIVACY_EMAIL}
        </a>{' '}
        and we will respond within 30 days. You may also complain to your local data protection authority.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Data is encrypted in transit. Codes and session tokens are stored only as hashes, access to production
        systems is restricted to staff who need it, and sessions can be revoked at any time by signing out.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        Packsmith stores your session token in your browser's local storage so you stay signed in, and uses a
        small amount of session storage to remember where to return after signing in. Optional analytics only
        run when enabled for your region.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        We will post any changes to this policy on this page and, for significant changes, tell you by email.
        Questions? Contact{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function Component() {
  return (
    <LegalDocument
      title="Privacy policy"
      updated="1 May 2025"
      intro={
        <p>
          This policy explains what personal data Packsmith collects when you use our website and app, why we
          collect it, and the choices you have. We have tried to keep it short and plain.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
