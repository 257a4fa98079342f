// Stands in for a company's identity provider (Keycloak, Microsoft Entra ID, Okta): a real OpenID
// Connect provider (oidc-provider, the certified implementation) on 127.0.0.1 and a free port, with
// one confidential client whose redirect URIs are the app under test's, and accounts whose claims a
// test chooses (email, email_verified or Entra ID's xms_edov, name, preferred_username). Like a
// company's provider it asks no consent for its own applications, and it requires PKCE. Its sign-in
// page is a plain form (a login: the account's subject or e-mail, no password) that a browser test
// can fill in; `signIn` plays that browser with fetch for API tests. `available = false` makes it
// answer 503 to everything, like a provider that is down. With `enrolUnknownEmails`, an e-mail it does
// not know becomes a new account with that address, verified, so browser journeys bring their own people.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';

export type ProviderAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  /** Microsoft Entra ID's "e-mail domain owner verified", sent instead of email_verified. */
  xms_edov?: boolean;
  name?: string;
  preferred_username?: string;
  /** Group names, as a company's provider sends them (OIDC_<ID>_GROUPS_CLAIM=groups). */
  groups?: string[] | string;
};

export type OidcProviderFixture = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds the account, or replaces the one with the same `sub`. */
  setAccount: (account: ProviderAccount) => void;
  /** When false, every request is answered 503. */
  available: boolean;
  /**
   * Follows the app's redirect to the provider through its sign-in page, as `login` (a subject or an
   * e-mail), or cancels there; answers the URL the provider sends the browser back to.
   */
  signIn: (authorizationUrl: string, login: string | { cancel: true }) => Promise<URL>;
  close: () => Promise<void>;
};

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body>${body}</body></html>`;

const signInPage = (uid: string, problem = '') =>
  html(`<h1>Sign in to the test identity provider</h1>${problem && `<p role="alert">${problem}</p>`}
<form method="post" action="/interaction/${uid}/login">
  <label>E-mail or user id <input name="login" autocomplete="username" autofocus></label>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startOidcProvider(options: {
  redirectUris: string[];
  accounts?: ProviderAccount[];
  /** An unknown login that is an e-mail address becomes an account with that address, verified. */
  enrolUnknownEmails?: boolean;
}): Promise<OidcProviderFixture> {
  const accounts = new Map((options.accounts ?? []).map((account) => [account.sub, account]));
  const enrol = (email: string): ProviderAccount | undefined => {
    if (!options.enrolUnknownEmails || !/^[^@\s]+@[^@\s]+$/.test(email)) return undefined;
    const account = {
      sub: randomUUID(),
      email,
      email_verified: true,
      name: email.slice(0, email.indexOf('@')),
    };
    accounts.set(account.sub, account);
    return account;
  };
  const findLogin = (login: string) =>
    accounts.get(login) ??
    [...accounts.values()].find((a) => a.email?.toLowerCase() === login.trim().toLowerCase()) ??
    enrol(login.trim());
  const clientId = 'prompt-lib';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov'],
      // `groups`: what a company's provider sends for OIDC_<ID>_GROUPS_CLAIM.
      profile: ['name', 'preferred_username', 'groups'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    // Seconds; set so that the provider does not print a notice for each default it uses.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    findAccount: (_ctx, sub): Account | undefined => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    // A company's provider does not ask its users to consent to its own applications.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client?.clientId,
        accountId: oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, action: string) => {
    if (req.method === 'GET' && action === '') {
      await provider.interactionDetails(req, res); // 4xx for an unknown or expired interaction
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(uid));
      return;
    }
    if (req.method === 'POST' && action === '/abort') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in',
      });
      return;
    }
    if (req.method === 'POST' && action === '/login') {
      const account = findLogin((await readForm(req)).get('login') ?? '');
      if (!account) {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(signInPage(uid, 'Unknown user'));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } });
      return;
    }
    res.writeHead(405).end();
  };

  const fixture: OidcProviderFixture = {
    issuer,
    clientId,
    clientSecret,
    available: true,
    setAccount: (account) => {
      accounts.set(account.sub, account);
    },
    signIn: (authorizationUrl, login) => playBrowser(issuer, authorizationUrl, login),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!fixture.available) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(req.url ?? '');
    if (!match?.[1]) {
      callback(req, res);
      return;
    }
    interaction(req, res, match[1], match[2] ?? '').catch((error: Error) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(error.message);
    });
  });
  return fixture;
}

/** A browser's part: redirects, cookies and the sign-in form, until the provider sends it elsewhere. */
async function playBrowser(issuer: string, start: string, login: string | { cancel: true }): Promise<URL> {
  const jar = new Map<string, string>();
  const visit = async (url: URL, form?: URLSearchParams) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };

  let url = new URL(start);
  let response = await visit(url);
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(
        `the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`,
      );
    }
    url = new URL(location, url);
    if (url.origin !== new URL(issuer).origin) return url;
    if (url.pathname.startsWith('/interaction/')) {
      const page = await visit(url);
      if (page.status !== 200) throw new Error(`sign-in page: ${page.status} ${await page.text()}`);
      response =
        typeof login === 'string'
          ? await visit(new URL(`${url.pathname}/login`, url), new URLSearchParams({ login }))
          : await visit(new URL(`${url.pathname}/abort`, url), new URLSearchParams());
      if (response.status === 200) throw new Error(`the provider refused the login "${String(login)}"`);
    } else {
      response = await visit(url);
    }
  }
  throw new Error('too many redirects at the provider');
}
