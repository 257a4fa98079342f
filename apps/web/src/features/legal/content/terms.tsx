// Terms of service text (spec §1, §2): acceptance, service description, accounts, content licence,
// prohibited uses, intellectual property, termination, liability, and changes with 30 days notice.
import { msg, ph } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LEGAL_NOTICE_DAYS } from '@prompt-lib/contract';
import { formatNumber } from '../../../lib/format.ts';
import { type LegalDocument, SupportLink } from '../components/legal-page.tsx';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: msg`Terms of Service`,
  summary: msg`These terms govern your use of Prompt Lib. Please read them carefully: by using the service you agree to them.`,
  sections: [
    {
      id: 'acceptance',
      heading: msg`Acceptance of terms`,
      body: (
        <p>
          <Trans>
            By browsing, creating an account or otherwise using Prompt Lib you accept these terms and our
            Privacy Policy. If you do not agree, do not use the service. If you use it on behalf of an
            organisation, you confirm that you may accept these terms for it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'service',
      heading: msg`Description of the service`,
      body: (
        <>
          <p>
            <Trans>
              Prompt Lib is a platform to create, share and discover prompts for AI assistants. It lets you:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>create prompts, with placeholders, preview text and example images;</Trans>
            </li>
            <li>
              <Trans>share prompts with others and discover prompts written by the community;</Trans>
            </li>
            <li>
              <Trans>organise prompts into collections of saved prompts and into categories and tags;</Trans>
            </li>
            <li>
              <Trans>collaborate by publishing, copying and building on each other's prompts;</Trans>
            </li>
            <li>
              <Trans>search and filter the library by text, category, tag and highlight.</Trans>
            </li>
          </ul>
          <p>
            <Trans>We may add, change or remove features as the service evolves.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: msg`User accounts`,
      body: (
        <p>
          <Trans>
            You need an account to create or save prompts. Give accurate information, keep your password
            secret, and tell us at once if you suspect that someone else is using your account. You are
            responsible for everything done with your account.
          </Trans>
        </p>
      ),
    },
    {
      id: 'content-licence',
      heading: msg`Your content and licence`,
      body: (
        <>
          <p>
            <Trans>
              You keep ownership of the prompts and images you submit. By publishing content on Prompt Lib you
              grant us a worldwide, non-exclusive, royalty-free licence to host, store, display, reproduce and
              distribute it in order to run and promote the service, and you allow other users to view, copy
              and adapt your published prompts for their own use.
            </Trans>
          </p>
          <p>
            <Trans>
              You confirm that you have the rights to everything you submit and that it does not infringe
              anyone else's rights.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'prohibited-uses',
      heading: msg`Prohibited uses`,
      body: (
        <>
          <p>
            <Trans>You must not use Prompt Lib to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>publish unlawful, hateful, harassing, sexually explicit or violent content;</Trans>
            </li>
            <li>
              <Trans>
                share prompts designed to deceive, defraud, or produce malware or other harmful output;
              </Trans>
            </li>
            <li>
              <Trans>infringe copyright, trademarks or other rights, or post others' personal data;</Trans>
            </li>
            <li>
              <Trans>send spam, or scrape or overload the service, or try to break its security;</Trans>
            </li>
            <li>
              <Trans>impersonate any person or misrepresent your affiliation.</Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      heading: msg`Intellectual property`,
      body: (
        <p>
          <Trans>
            The Prompt Lib name, logo, design and software are protected by intellectual property laws and
            belong to us or our licensors. These terms give you no right to use them except as needed to use
            the service.
          </Trans>
        </p>
      ),
    },
    {
      id: 'termination',
      heading: msg`Termination`,
      body: (
        <p>
          <Trans>
            You may stop using the service and ask us to delete your account at any time. We may suspend or
            terminate your access, and remove content, at our discretion, including when we believe you have
            broken these terms or put other users at risk.
          </Trans>
        </p>
      ),
    },
    {
      id: 'liability',
      heading: msg`Limitation of liability`,
      body: (
        <p>
          <Trans>
            The service and all prompts are provided "as is", without warranties of any kind. Results produced
            by AI systems from prompts may be inaccurate; check them before relying on them. To the extent the
            law allows, we are not liable for any indirect, incidental or consequential damages, or for lost
            data or profits, arising from your use of the service.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      heading: msg`Changes to these terms`,
      body: <ChangesNotice />,
    },
  ],
};

/** A component, so the notice period is written in the digits of the language it is read in. */
function ChangesNotice() {
  return (
    <p>
      <Trans>
        We may update these terms. For material changes we will give at least{' '}
        {ph({ LEGAL_NOTICE_DAYS: formatNumber(LEGAL_NOTICE_DAYS) })} days notice by e-mail or in the app
        before they take effect. Continuing to use the service after that means you accept the new terms.
        Questions? Write to <SupportLink />.
      </Trans>
    </p>
  );
}
