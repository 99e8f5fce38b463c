/**
 * Headers every response carries (pages, data, resources, media, static files).
 * Scripts run only from our origin or with this request's nonce; components
 * set style attributes (CSS variables, chart geometry), so styles allow
 * 'unsafe-inline' (styles cannot run code).
 */
type Options = {
  nonce: string;
  dev: boolean;
  https: boolean;
  /** Where images are served from besides this origin (a public media bucket). */
  mediaOrigin?: string;
};

function contentSecurityPolicy(options: Options) {
  const directives = [
    "default-src 'self'",
    // Vite's dev server injects inline and eval'd modules for hot reload.
    options.dev
      ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
      : `script-src 'self' 'nonce-${options.nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // Previews and crops of chosen images are blob: and data: URLs.
    `img-src 'self' data: blob:${options.mediaOrigin ? ` ${options.mediaOrigin}` : ""}`,
    "font-src 'self' data:",
    options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(options: Options): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  // Only over HTTPS: a browser ignores it on plain HTTP, and a local http:// start must keep working.
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}
