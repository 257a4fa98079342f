// Privacy policy text (spec §2): data collected, use, sharing, security, user rights, cookies,
// changes and contact.
import { Link } from 'react-router';
import { type LegalDocument, SupportLink } from '../components/legal-page.tsx';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'Prompt Lib is a prompt library run by the operator of this site. This policy explains what personal data the service keeps when you browse, create, copy and save prompts, why it keeps it, and the choices you have.',
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      body: (
        <>
          <p>We collect only what the service needs to work:</p>
          <ul>
            <li>
              <strong>Account data</strong>: your username, e-mail address and password. The password is
              stored only as a salted one-way hash; nobody, including us, can read it.
            </li>
            <li>
              <strong>Profile data</strong>: a profile picture, if you upload one.
            </li>
            <li>
              <strong>Content</strong>: the prompts you create, with their titles, text, preview text, images,
              categories and tags, and the prompts you save.
            </li>
            <li>
              <strong>Usage data</strong>: a record each time a prompt is copied, so we can show how often it
              is used. Copies by signed-in users are linked to their account; copies by visitors are not.
            </li>
            <li>
              <strong>Technical data</strong>: the IP address, browser type and requested page in our server
              logs, used to keep the service running and to limit repeated sign-in attempts.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data',
      body: (
        <ul>
          <li>To create and secure your account and sign you in.</li>
          <li>
            To show your prompts, saved prompts and usage counts to you, and published prompts to others.
          </li>
          <li>To rank prompts as trending and to show how many times a prompt was used.</li>
          <li>To answer your support requests.</li>
          <li>To detect abuse, prevent fraud and keep the service reliable.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      heading: 'How we share data',
      body: (
        <>
          <p>
            We do not sell your personal data and we do not share it with advertisers. Prompts you publish are
            public, together with your username as their author. Otherwise we share data only:
          </p>
          <ul>
            <li>
              with the hosting provider that runs this service on our behalf, under a confidentiality
              agreement;
            </li>
            <li>
              when the law requires it, or to protect the rights and safety of our users and the public.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          Passwords are hashed with a modern memory-hard algorithm, sessions use signed tokens, connections
          should be served over HTTPS, and sign-in attempts are rate-limited. No system is perfectly secure;
          if we learn of a breach affecting your data we will tell you without undue delay.
        </p>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: (
        <>
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>
              <strong>Access</strong> the personal data we hold about you;
            </li>
            <li>
              <strong>Delete</strong> your account and personal data;
            </li>
            <li>
              <strong>Opt out</strong> of any optional processing, such as non-essential e-mails;
            </li>
            <li>
              <strong>Receive a copy</strong> of your data, including your prompts, in a portable format;
            </li>
            <li>
              <strong>Complain</strong> to your local data protection authority if you think we have handled
              your data wrongly.
            </li>
          </ul>
          <p>
            Write to <SupportLink /> and we will answer within 30 days.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      body: (
        <p>
          To keep you signed in, the app stores a session token in your browser's local storage. We use no
          advertising or cross-site tracking cookies. Our{' '}
          <Link to="/legal/cookies" className="font-medium text-indigo-700 underline underline-offset-2">
            Cookie Policy
          </Link>{' '}
          explains the details and how to remove stored data.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          We may update this policy as the service changes. The date at the top shows the latest version. If a
          change materially affects how we use your data, we will tell you by e-mail or with a notice in the
          app before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          For any question about your privacy or this policy, e-mail <SupportLink />.
        </p>
      ),
    },
  ],
};
