// Cookie policy text (spec §2): essential, performance, functionality and targeting cookies,
// third-party cookies, managing them in the browser, session versus persistent cookies.
import { type LegalDocument, SupportLink } from '../components/legal-page.tsx';

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  summary:
    'This policy explains how Prompt Lib uses cookies and similar browser storage, and how you can control them. In short: we store only what is needed to keep you signed in, and we do not track you for advertising.',
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      body: (
        <p>
          Cookies are small text files a website stores in your browser. Similar technologies, such as local
          storage, let a site remember information between visits. This policy uses "cookies" for all of them.
        </p>
      ),
    },
    {
      id: 'essential',
      heading: 'Essential cookies',
      body: (
        <p>
          These are needed for the service to work. When you sign in, Prompt Lib stores a session token in
          your browser's local storage so that you stay signed in as you move between pages. Without it you
          cannot use your account. Essential storage cannot be switched off in the app, but it is removed when
          you log out.
        </p>
      ),
    },
    {
      id: 'performance',
      heading: 'Performance cookies',
      body: (
        <p>
          Performance cookies count visits and measure how pages load. Prompt Lib does not set performance
          cookies; we rely on aggregate server metrics instead. If we add privacy-friendly analytics in
          future, we will update this policy first and ask for your consent where the law requires it.
        </p>
      ),
    },
    {
      id: 'functionality',
      heading: 'Functionality cookies',
      body: (
        <p>
          Functionality cookies remember choices you make, such as preferences for how pages are shown. Prompt
          Lib keeps your filters in the page address rather than in cookies, so it currently sets none.
        </p>
      ),
    },
    {
      id: 'targeting',
      heading: 'Targeting cookies',
      body: (
        <p>
          Targeting or advertising cookies build a profile of your interests across sites. Prompt Lib does not
          use them and shows no advertising.
        </p>
      ),
    },
    {
      id: 'third-party',
      heading: 'Third-party cookies',
      body: (
        <p>
          We do not embed third-party trackers, social widgets or ad networks, so no third party sets cookies
          through Prompt Lib. Links to other sites are governed by those sites' own policies.
        </p>
      ),
    },
    {
      id: 'managing',
      heading: 'Managing cookies in your browser',
      body: (
        <>
          <p>You are in control of what your browser stores:</p>
          <ul>
            <li>Logging out removes the session token Prompt Lib stored.</li>
            <li>
              Every browser lets you view and delete cookies and site data in its privacy settings, and block
              them for all or some sites.
            </li>
            <li>Private or incognito windows discard stored data when you close them.</li>
          </ul>
          <p>
            If you block essential storage you can still browse prompts, but you will not be able to sign in.
          </p>
        </>
      ),
    },
    {
      id: 'session-persistent',
      heading: 'Session and persistent cookies',
      body: (
        <>
          <p>
            Session cookies last only until you close your browser. Persistent cookies stay until they expire
            or you delete them. Prompt Lib's session token is persistent, so you stay signed in between
            visits, until you log out, it expires, or you clear your browser's site data.
          </p>
          <p>
            Questions about cookies? Write to <SupportLink />.
          </p>
        </>
      ),
    },
  ],
};
