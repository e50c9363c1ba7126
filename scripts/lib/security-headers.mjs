// The security headers of the host's HTML document and of the remotes' origins, shared by `npm start`
// (static-server.mjs) and the compose nginx (the host image renders them with this file at build time;
// deploy/nginx/document-headers.sh adds the remotes' origins at start). Why each: deploy/README.md.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** `'sha256-…'` of every inline <script> of the page, in document order (no src attribute). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The document's Content-Security-Policy. Scripts: this origin, the remotes' origins and the page's own
 * inline scripts by hash (never 'unsafe-inline'). Styles keep 'unsafe-inline': antd's CSS-in-JS
 * injects <style> elements and style attributes at run time without a nonce.
 * `fileOrigins`: where attachments are PUT and fetched when they are not on this origin (an S3 bucket's
 * presigned links, docs/decisions/0030-file-storage.md).
 * @param {{ scriptHashes: string[], remoteOrigins: string[], fileOrigins?: string[] }} options
 */
export function documentCsp({ scriptHashes, remoteOrigins, fileOrigins = [] }) {
  const remotes = [...new Set(remoteOrigins)];
  const files = [...new Set(fileOrigins)];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...remotes],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    // The API is on this origin (/manager/api/); the remotes' manifests are fetched from theirs.
    ['connect-src', "'self'", ...remotes, ...files],
    // Attachments' photos are drawn from their signed links (thumbnails), on the storage's origin too.
    ['img-src', "'self'", 'data:', 'blob:', ...remotes, ...files],
    ['font-src', "'self'", 'data:', ...remotes],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((words) => words.join(' ')).join('; ');
}

export const REFERRER_POLICY = 'no-referrer'; // reset links carry their token in the query string
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers of the HTML document.
 * @param {{ scriptHashes: string[], remoteOrigins: string[], fileOrigins?: string[], https?: boolean }} options
 */
export function documentHeaders({ scriptHashes, remoteOrigins, fileOrigins = [], https = false }) {
  return {
    'Content-Security-Policy': documentCsp({ scriptHashes, remoteOrigins, fileOrigins }),
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Headers of every answer of a remote's origin: scripts for another origin, never a page to frame. */
export const REMOTE_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  'Referrer-Policy': REFERRER_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};

/** Stands for the remotes' origins in the nginx lines; deploy/nginx/document-headers.sh fills it at start. */
export const REMOTE_ORIGINS_PLACEHOLDER = '__REMOTE_ORIGINS__';
/** Stands for the attachment storage's origins (FILE_ORIGINS of the host container; may be empty). */
export const FILE_ORIGINS_PLACEHOLDER = '__FILE_ORIGINS__';

// `node scripts/lib/security-headers.mjs host/dist/index.html` prints the document's headers as nginx
// directives, the page's hashes filled in and the remotes' origins left as a placeholder: the host
// image reads deploy/remotes.json, mounted at run time, when it starts. HSTS is host.conf's (HTTPS only).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: security-headers.mjs <index.html>');
    process.exit(2);
  }
  const headers = documentHeaders({
    scriptHashes: inlineScriptHashes(readFileSync(file, 'utf8')),
    remoteOrigins: [REMOTE_ORIGINS_PLACEHOLDER],
    fileOrigins: [FILE_ORIGINS_PLACEHOLDER],
  });
  for (const [name, value] of Object.entries(headers)) console.log(`add_header ${name} "${value}" always;`);
}
