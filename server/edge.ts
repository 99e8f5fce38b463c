import { randomBytes } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import { STRIPE_WEBHOOK_PATH } from "~/features/commerce";
import { UNSUBSCRIBE_PATH_PATTERN } from "~/features/mail-preferences";
import { FOREIGN_ORIGIN_MESSAGE, isForeignRequest } from "~/lib/http/same-origin";
import { securityHeaders } from "~/lib/http/security-headers";

/**
 * What every request passes before anything answers it, static files
 * included: a CSP nonce and the security headers, then the same-origin check
 * for anything that could change something.
 */
export function edge(options: { appUrl: string; dev: boolean; mediaOrigin?: string }) {
  const router = express.Router();

  router.use((req: Request, res: Response, next: NextFunction) => {
    // In development the outer server and the app both mount this; one nonce per request.
    if (res.locals.nonce) return next();
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(
      securityHeaders({
        nonce,
        dev: options.dev,
        https: req.secure,
        mediaOrigin: options.mediaOrigin,
      }),
    )) {
      res.setHeader(name, value);
    }
    next();
  });

  router.use((req: Request, res: Response, next: NextFunction) => {
    // Stripe's webhook is not a browser's form: it carries no cookie and is
    // believed only for the signature over its body (checked by the route), which
    // no other site can make. The origin check would guard nothing there, and a
    // relay that added an Origin or Referer would get Stripe's events refused.
    if (req.path === STRIPE_WEBHOOK_PATH) return next();
    // One-click unsubscribe (RFC 8058): a mail provider POSTs to the mail's
    // List-Unsubscribe address from its own site, without cookies. The signed
    // token in the path is the only authority and it can only turn a kind of
    // mail off, so a foreign page posting it gains nothing it could not do with
    // the link itself.
    if (UNSUBSCRIBE_PATH_PATTERN.test(req.path)) return next();
    const foreign = isForeignRequest(
      {
        method: req.method,
        origin: req.get("origin"),
        secFetchSite: req.get("sec-fetch-site"),
        referer: req.get("referer"),
      },
      // APP_URL, and the address this request reached (through a trusted proxy: the public one).
      [options.appUrl, `${req.protocol}://${req.host}`],
    );
    if (!foreign) return next();
    res.status(403).type("text/plain").send(FOREIGN_ORIGIN_MESSAGE);
  });

  return router;
}
