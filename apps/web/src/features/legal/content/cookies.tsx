// Cookie policy text (spec §2): essential, performance, functionality and targeting cookies,
// third-party cookies, managing them in the browser, session versus persistent cookies.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type LegalDocument, SupportLink } from '../components/legal-page.tsx';

export const COOKIE_POLICY: LegalDocument = {
  title: msg`Cookie Policy`,
  summary: msg`This policy explains how Prompt Lib uses cookies and similar browser storage, and how you can control them. In short: we store only what is needed to keep you signed in, and we do not track you for advertising.`,
  sections: [
    {
      id: 'what-are-cookies',
      heading: msg`What cookies are`,
      body: (
        <p>
          <Trans>
            Cookies are small text files a website stores in your browser. Similar technologies, such as local
            storage, let a site remember information between visits. This policy uses "cookies" for all of
            them.
          </Trans>
        </p>
      ),
    },
    {
      id: 'essential',
      heading: msg`Essential cookies`,
      body: (
        <p>
          <Trans>
            These are needed for the service to work. When you sign in, Prompt Lib stores a session token in
            your browser's local storage so that you stay signed in as you move between pages. Without it you
            cannot use your account. Essential storage cannot be switched off in the app, but it is removed
            when you log out.
          </Trans>
        </p>
      ),
    },
    {
      id: 'performance',
      heading: msg`Performance cookies`,
      body: (
        <p>
          <Trans>
            Performance cookies count visits and measure how pages load. Prompt Lib does not set performance
            cookies; we rely on aggregate server metrics instead. If we add privacy-friendly analytics in
            future, we will update this policy first and ask for your consent where the law requires it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'functionality',
      heading: msg`Functionality cookies`,
      body: (
        <p>
          <Trans>
            Functionality cookies remember choices you make, such as preferences for how pages are shown.
            Prompt Lib keeps your filters in the page address rather than in cookies, so it currently sets
            none.
          </Trans>
        </p>
      ),
    },
    {
      id: 'targeting',
      heading: msg`Targeting cookies`,
      body: (
        <p>
          <Trans>
            Targeting or advertising cookies build a profile of your interests across sites. Prompt Lib does
            not use them and shows no advertising.
          </Trans>
        </p>
      ),
    },
    {
      id: 'third-party',
      heading: msg`Third-party cookies`,
      body: (
        <p>
          <Trans>
            We do not embed third-party trackers, social widgets or ad networks, so no third party sets
            cookies through Prompt Lib. Links to other sites are governed by those sites' own policies.
          </Trans>
        </p>
      ),
    },
    {
      id: 'managing',
      heading: msg`Managing cookies in your browser`,
      body: (
        <>
          <p>
            <Trans>You are in control of what your browser stores:</Trans>
          </p>
          <ul>
            <li>
              <Trans>Logging out removes the session token Prompt Lib stored.</Trans>
            </li>
            <li>
              <Trans>
                Every browser lets you view and delete cookies and site data in its privacy settings, and
                block them for all or some sites.
              </Trans>
            </li>
            <li>
              <Trans>Private or incognito windows discard stored data when you close them.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              If you block essential storage you can still browse prompts, but you will not be able to sign
              in.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'session-persistent',
      heading: msg`Session and persistent cookies`,
      body: (
        <>
          <p>
            <Trans>
              Session cookies last only until you close your browser. Persistent cookies stay until they
              expire or you delete them. Prompt Lib's session token is persistent, so you stay signed in
              between visits, until you log out, it expires, or you clear your browser's site data.
            </Trans>
          </p>
          <p>
            <Trans>
              Questions about cookies? Write to <SupportLink />.
            </Trans>
          </p>
        </>
      ),
    },
  ],
};
