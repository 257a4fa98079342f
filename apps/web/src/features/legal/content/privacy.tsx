// Privacy policy text (spec §2): data collected, use, sharing, security, user rights, cookies,
// changes and contact.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { type LegalDocument, SupportLink } from '../components/legal-page.tsx';

export const PRIVACY_POLICY: LegalDocument = {
  title: msg`Privacy Policy`,
  summary: msg`Prompt Lib is a prompt library run by the operator of this site. This policy explains what personal data the service keeps when you browse, create, copy and save prompts, why it keeps it, and the choices you have.`,
  sections: [
    {
      id: 'data-we-collect',
      heading: msg`Data we collect`,
      body: (
        <>
          <p>
            <Trans>We collect only what the service needs to work:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Account data</strong>: your username, e-mail address and password. The password is
                stored only as a salted one-way hash; nobody, including us, can read it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Profile data</strong>: a profile picture, if you upload one.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Content</strong>: the prompts you create, with their titles, text, preview text,
                images, categories and tags, and the prompts you save.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Usage data</strong>: a record each time a prompt is copied, so we can show how often
                it is used. Copies by signed-in users are linked to their account; copies by visitors are not.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical data</strong>: the IP address, browser type and requested page in our server
                logs, used to keep the service running and to limit repeated sign-in attempts.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-data',
      heading: msg`How we use your data`,
      body: (
        <ul>
          <li>
            <Trans>To create and secure your account and sign you in.</Trans>
          </li>
          <li>
            <Trans>
              To show your prompts, saved prompts and usage counts to you, and published prompts to others.
            </Trans>
          </li>
          <li>
            <Trans>To rank prompts as trending and to show how many times a prompt was used.</Trans>
          </li>
          <li>
            <Trans>To answer your support requests.</Trans>
          </li>
          <li>
            <Trans>To detect abuse, prevent fraud and keep the service reliable.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      heading: msg`How we share data`,
      body: (
        <>
          <p>
            <Trans>
              We do not sell your personal data and we do not share it with advertisers. Prompts you publish
              are public, together with your username as their author. Otherwise we share data only:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                with the hosting provider that runs this service on our behalf, under a confidentiality
                agreement;
              </Trans>
            </li>
            <li>
              <Trans>
                when the law requires it, or to protect the rights and safety of our users and the public.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      heading: msg`Security`,
      body: (
        <p>
          <Trans>
            Passwords are hashed with a modern memory-hard algorithm, sessions use signed tokens, connections
            should be served over HTTPS, and sign-in attempts are rate-limited. No system is perfectly secure;
            if we learn of a breach affecting your data we will tell you without undue delay.
          </Trans>
        </p>
      ),
    },
    {
      id: 'your-rights',
      heading: msg`Your rights`,
      body: (
        <>
          <p>
            <Trans>Wherever you live, you can ask us to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Access</strong> the personal data we hold about you;
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Delete</strong> your account and personal data;
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Opt out</strong> of any optional processing, such as non-essential e-mails;
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Receive a copy</strong> of your data, including your prompts, in a portable format;
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Complain</strong> to your local data protection authority if you think we have handled
                your data wrongly.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Write to <SupportLink /> and we will answer within 30 days.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: msg`Cookies and local storage`,
      body: (
        <p>
          <Trans>
            To keep you signed in, the app stores a session token in your browser's local storage. We use no
            advertising or cross-site tracking cookies. Our{' '}
            <Link to="/legal/cookies" className="font-medium text-indigo-700 underline underline-offset-2">
              Cookie Policy
            </Link>{' '}
            explains the details and how to remove stored data.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      heading: msg`Changes to this policy`,
      body: (
        <p>
          <Trans>
            We may update this policy as the service changes. The date at the top shows the latest version. If
            a change materially affects how we use your data, we will tell you by e-mail or with a notice in
            the app before it takes effect.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      heading: msg`Contact`,
      body: (
        <p>
          <Trans>
            For any question about your privacy or this policy, e-mail <SupportLink />.
          </Trans>
        </p>
      ),
    },
  ],
};
