// Single sign-on with OpenID Connect (issue 27): the authorization code flow with PKCE (S256), state
// and nonce. The browser goes start → provider → callback → the web app's /sso page, which trades a
// one-time code (60 s, once) for a sign-in token with POST /exchange: a token never appears in a URL.
// Every refusal sends the browser to /login?error=<text> instead, and each callback clears the state
// cookie (state.ts) whatever happens.
import {
  ACCOUNT_MSG,
  loginResponseSchema,
  oidcExchangeSchema,
  oidcStartQuerySchema,
} from '@prompt-lib/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import type { OidcProviderConfig } from '../../config.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import { resolveJwtSecret } from '../../plugins/auth.ts';
import { consumeLink, createLink } from '../account/links.ts';
import { recordAudit, userTarget } from '../audit/repository.ts';
import { findUser, markSignedIn } from '../auth/repository.ts';
import { errorResponses } from '../docs/openapi.ts';
import { publicBase } from '../seo/public-url.ts';
import { OIDC_MSG, personClaims, providerClients } from './providers.ts';
import { isActive } from './repository.ts';
import { accountFor, applyGroupsClaim, SignInRefused } from './sign-in.ts';
import { openState, readStateCookie, safeReturnTo, sealState, stateCookie } from './state.ts';

const tags = ['auth'];
const SSO_CODE_MS = 60_000;
/** A provider's own words on the sign-in page are cut to this length. */
const PROVIDER_TEXT_MAX = 200;

const providerParams = z.object({ id: z.string().max(40) });
const redirect = (to: string) => z.null().describe(`Redirect (Location) to ${to}`);
const callbackQuerySchema = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(1000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

function toLogin(reply: FastifyReply, message: string, returnTo: string) {
  const back = returnTo === '/' ? '' : `&returnTo=${encodeURIComponent(returnTo)}`;
  return reply
    .header('cache-control', 'no-store')
    .redirect(`/login?error=${encodeURIComponent(message)}${back}`, 302);
}

/** The sign-in page's text for a callback that failed; the unexpected is logged. */
function refusal(error: unknown, provider: OidcProviderConfig, log: FastifyBaseLogger): string {
  if (error instanceof SignInRefused) return error.message;
  // Only reached once the state matched (openid-client checks it first), so these are the provider's
  // words about this sign-in, not a stranger's link.
  if (error instanceof client.AuthorizationResponseError) {
    const said = (error.error_description ?? error.error).slice(0, PROVIDER_TEXT_MAX);
    return OIDC_MSG.providerSaid(provider.name, said);
  }
  // A provider's refusal (a used code, a bad signature, a nonce that does not match) is the
  // sign-in's problem; anything else is ours.
  const fromProvider = error instanceof client.ClientError || error instanceof client.ResponseBodyError;
  log[fromProvider ? 'warn' : 'error']({ err: error, provider: provider.id }, 'single sign-on refused');
  return OIDC_MSG.failed(provider.name);
}

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = providerClients(app.config);
  const secret = resolveJwtSecret(app.config);
  const provider = (id: string) => {
    const found = providers.find(id);
    if (!found) throw notFound(ACCOUNT_MSG.ssoProviderUnknown);
    return found;
  };

  app.get(
    '/:id/start',
    {
      config: { publicChange: false },
      schema: {
        tags,
        summary: 'Start signing in with a single sign-on provider (opened by the browser)',
        description:
          'Redirects to the provider, keeping the sign-in in a short-lived cookie. `returnTo`: a path of this site to open afterwards.',
        params: providerParams,
        querystring: oidcStartQuerySchema,
        response: { 302: redirect('the provider, or /login?error='), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const chosen = provider(request.params.id);
      const returnTo = safeReturnTo(request.query.returnTo);
      let configuration: client.Configuration;
      try {
        configuration = await providers.configuration(chosen);
      } catch (error) {
        request.log.warn({ err: error, provider: chosen.id }, 'OpenID Connect discovery failed');
        return toLogin(reply, OIDC_MSG.providerUnavailable(chosen.name), returnTo);
      }
      const state = {
        provider: chosen.id,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri: `${publicBase(request)}/auth/oidc/${chosen.id}/callback`,
        returnTo,
        ...(request.query.invitation ? { invitation: request.query.invitation } : {}),
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: state.redirectUri,
        scope: chosen.scopes,
        state: state.state,
        nonce: state.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
        code_challenge_method: 'S256',
      });
      const secure = state.redirectUri.startsWith('https://');
      reply.header('set-cookie', stateCookie(await sealState(secret, state), secure));
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get(
    '/:id/callback',
    {
      config: { publicChange: false },
      schema: {
        tags,
        summary: 'Where the provider sends the browser back (register it at the provider)',
        description: 'Redirects to /sso?code=…&returnTo=… on success, else to /login?error=….',
        params: providerParams,
        querystring: callbackQuerySchema,
        response: { 302: redirect('/sso?code= or /login?error='), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const chosen = provider(request.params.id);
      const opened = await openState(secret, readStateCookie(request.headers.cookie));
      const saved = opened?.provider === chosen.id ? opened : null;
      const returnTo = saved?.returnTo ?? '/';
      reply.header('set-cookie', stateCookie(null, publicBase(request).startsWith('https://')));
      try {
        if (!saved) throw new SignInRefused(OIDC_MSG.failed(chosen.name));
        const configuration = await providers.configuration(chosen).catch(() => {
          throw new SignInRefused(OIDC_MSG.providerUnavailable(chosen.name));
        });
        // The response as the provider sent it, at the redirect URI the sign-in started with.
        const currentUrl = new URL(saved.redirectUri);
        const query = request.url.indexOf('?');
        currentUrl.search = query === -1 ? '' : request.url.slice(query);
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: saved.codeVerifier,
          expectedState: saved.state,
          expectedNonce: saved.nonce,
        });
        const person = await personClaims(configuration, tokens);
        const account = await accountFor(app, chosen, person, request.ip, saved.invitation);
        await applyGroupsClaim(app, chosen, person, account, request.ip);
        await markSignedIn(app.db, account.id);
        await recordAudit(
          app.db,
          {
            type: 'auth.sso-sign-in',
            actorId: account.id,
            ip: request.ip,
            target: userTarget(account),
            details: { provider: chosen.id },
          },
          app.log,
        );
        const { token: code } = await createLink(app.db, account.id, 'sso-code', SSO_CODE_MS);
        const next = `/sso?code=${encodeURIComponent(code)}&returnTo=${encodeURIComponent(returnTo)}`;
        return reply.header('cache-control', 'no-store').redirect(next, 302);
      } catch (error) {
        return toLogin(reply, refusal(error, chosen, request.log), returnTo);
      }
    },
  );

  app.post(
    '/exchange',
    {
      config: { publicChange: false },
      schema: {
        tags,
        summary: 'Trade the one-time code of /sso?code= for a sign-in token (once, within a minute)',
        body: oidcExchangeSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const userId = await consumeLink(app.db, 'sso-code', request.body.code);
      if (userId === null) throw badRequest(ACCOUNT_MSG.ssoCodeInvalid);
      // Disabled within the minute since the callback.
      if (!(await isActive(app.db, userId))) throw forbidden(ACCOUNT_MSG.accountDisabled);
      const user = await findUser(app.db, userId);
      if (!user) throw badRequest(ACCOUNT_MSG.ssoCodeInvalid);
      return { token: await app.signToken(user), user };
    },
  );
};
