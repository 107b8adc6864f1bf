import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type default as Provider, type InteractionResults } from 'oidc-provider';
import { REQUIRED_SCOPE } from '../verify.ts';
import { checkCredentials, DEMO_ACCOUNTS } from './accounts.ts';
import { OIDC_SCOPES } from './configuration.ts';
import { loginPage, messagePage } from './pages.ts';

/** A login form is a few hundred bytes; anything much larger is refused. */
const MAX_FORM_BYTES = 16 * 1024;

export type InteractionOptions = {
  /** The issuer the request came to (issuers.ts). */
  providerFor: (req: FastifyRequest) => Provider;
  audience: string;
  publicUrl: string;
};

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

class FormTooLarge extends Error {}

/** The consent prompt's details, as oidc-provider fills them. */
type MissingConsent = {
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLarge();
    chunks.push(buf);
  }
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Our own interaction pages for the dev provider: a Dutch login form for the demo accounts, and
 * consent given automatically (Stalboek's clients are first-party).
 */
export function registerInteractions(app: FastifyInstance, opts: InteractionOptions): void {
  const action = (req: FastifyRequest, uid: string) => {
    const mountPath = new URL(opts.providerFor(req).issuer).pathname.replace(/\/$/, '');
    return `${mountPath}/interaction/${encodeURIComponent(uid)}`;
  };
  const hint = `Demo: ${DEMO_ACCOUNTS.map((a) => a.username).join(' of ')}, wachtwoord ${DEMO_ACCOUNTS[0].password}`;

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      messagePage(
        'Stalboek — aanmelden',
        `Deze aanmeldpoging is verlopen of ongeldig. Open Stalboek opnieuw (${opts.publicUrl}) en meld opnieuw aan.`,
      ),
    );

  /** The interaction behind the cookie, if it is the one in the URL; undefined when gone. */
  const load = async (
    req: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<Interaction | undefined> => {
    try {
      const details = await opts.providerFor(req).interactionDetails(req.raw, reply.raw);
      return details.uid === uid ? details : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  };

  /**
   * Stores the result and sends the browser back to the provider: what interactionFinished does,
   * but answered through Fastify (303), so an error still gets a normal response.
   */
  const finish = async (
    req: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    merge: boolean,
  ) => {
    const returnTo = await opts.providerFor(req).interactionResult(req.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  /** Consent is implied: a grant with every scope, then back to the provider. */
  const grantConsent = async (req: FastifyRequest, reply: FastifyReply, details: Interaction) => {
    const provider = opts.providerFor(req);
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (!accountId || typeof clientId !== 'string') return expired(reply);
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(OIDC_SCOPES.join(' '));
    grant.addResourceScope(opts.audience, REQUIRED_SCOPE);
    // Whatever else the prompt found missing (e.g. claims asked for by name), or it would come back.
    const missing = details.prompt.details as MissingConsent;
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(req, reply, { consent: { grantId } }, true);
  };

  app.get<{ Params: { uid: string } }>(
    '/interaction/:uid',
    { schema: { hide: true } },
    async (req, reply) => {
      const details = await load(req, reply, req.params.uid);
      if (!details) return expired(reply);
      if (details.prompt.name === 'login') {
        const loginHint = details.params.login_hint;
        return html(
          reply,
          200,
          loginPage({
            action: action(req, details.uid),
            username: typeof loginHint === 'string' ? loginHint : '',
            hint,
          }),
        );
      }
      return grantConsent(req, reply, details);
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/interaction/:uid',
    { schema: { hide: true } },
    async (req, reply) => {
      let form: URLSearchParams;
      try {
        form = await readForm(req.raw);
      } catch (err) {
        if (err instanceof FormTooLarge)
          return html(reply, 413, messagePage('Stalboek', 'Het formulier is te groot.'));
        throw err;
      }
      const details = await load(req, reply, req.params.uid);
      if (!details) return expired(reply);
      if (details.prompt.name !== 'login') return grantConsent(req, reply, details);

      const username = form.get('username') ?? '';
      const account = checkCredentials(username, form.get('password') ?? '');
      if (!account) {
        return html(
          reply,
          200,
          loginPage({ action: action(req, details.uid), username, error: true, hint }),
        );
      }
      return finish(req, reply, { login: { accountId: account.sub, remember: true } }, false);
    },
  );
}
