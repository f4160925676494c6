import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/app/links';
import { LegalDocument, type LegalSection } from '@/components/ui/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement',
    body: (
      <p>
        These terms govern your use of the Packsmith platform. By creating an account or using the platform
        you agree to them. If you use Packsmith on behalf of a company, you confirm you may bind that company
        to these terms.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>
          You sign in with a one-time code sent to your email address or with Google. Keep access to that
          inbox secure.
        </li>
        <li>You must give accurate information during onboarding and be at least 16 years old.</li>
        <li>You are responsible for activity under your account. Sign out on shared devices.</li>
        <li>We may refuse sign-in from email addresses or domains associated with abuse.</li>
      </ul>
    ),
  },
  {
    id: 'plans-credits',
    heading: 'Plans, credits and payment',
    body: (
      <>
        <p>
          AI features are paid for with credits. Each plan includes a monthly credit allowance that resets on
          your billing date; unused monthly credits do not roll over. Credits bought as a top-up are added to
          your balance. The cost of each action is shown before you start it.
        </p>
        <p>
          Subscriptions renew automatically until cancelled. You can cancel at any time and keep your plan
          until the end of the paid period. If a generation fails, the credits reserved for it are returned to
          your balance. Prices for human services such as print-ready files and photoshoots are shown before
          you pay.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: 'Your content and the designs you create',
    body: (
      <>
        <p>
          You keep all rights in the material you upload. You give us a licence to host, process and display
          it only as needed to provide the service to you.
        </p>
        <p>
          Subject to these terms and payment of any fees, you own the designs generated for you on a paid plan
          and may use them commercially. Designs created on the Free plan are watermarked and may be displayed
          in Packsmith's public inspiration library; you may use them for personal and evaluation purposes.
        </p>
        <p>
          AI output can resemble existing work. Before printing or registering a design, check that it does
          not infringe anyone else's trademarks or rights — our print-ready designers can help.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>You agree not to use Packsmith to:</p>
        <ul>
          <li>
            upload content you do not have the right to use, or that infringes someone else's intellectual
            property;
          </li>
          <li>create packaging that is deceptive, unlawful, or makes false health or safety claims;</li>
          <li>create hateful, violent, sexual or otherwise harmful content;</li>
          <li>probe, overload or reverse-engineer the platform, or get around credit and rate limits;</li>
          <li>resell access to the platform without our written agreement.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'professional-services',
    heading: 'Professional services',
    body: (
      <p>
        Print-ready files, photoshoots and other human services are delivered by professional designers within
        the stated delivery time. Each order includes the revisions described on its page. Always approve a
        printer's proof before a production run; we are not responsible for printing costs arising from files
        you approved.
      </p>
    ),
  },
  {
    id: 'availability',
    heading: 'Availability and changes',
    body: (
      <p>
        We work hard to keep Packsmith available but cannot promise it will be uninterrupted; we may pause it
        for maintenance. We may improve or change features over time and will give reasonable notice of
        changes that materially reduce what your paid plan includes.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <p>
        The platform is provided "as is". To the extent the law allows, we are not liable for indirect or
        consequential loss, and our total liability to you in any year is limited to the amount you paid us in
        the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by
        law.
      </p>
    ),
  },
  {
    id: 'ending',
    heading: 'Ending the agreement',
    body: (
      <p>
        You can close your account at any time. We may suspend or close accounts that breach these terms,
        telling you why where we can. Sections on content, liability and governing law survive termination.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms? Email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand-700 underline">
          {SUPPORT_EMAIL}
        </a>
        . How we handle personal data is described in our{' '}
        <Link to="/legal/privacy-policy" className="text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
    ),
  },
];

export function Component() {
  return (
    <LegalDocument
      title="Platform terms of use"
      updated="1 May 2025"
      intro={
        <p>
          Welcome to Packsmith. These terms set out what you can expect from us and what we expect from you
          when you use the platform to create packaging and brand designs.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
