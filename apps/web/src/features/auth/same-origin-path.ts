// Where to send the browser after an auth step, kept on the page's own origin so a crafted
// callback can never make the site an open redirect.

/**
 * `target` as a path on `origin` ("/trips?x=1#top"), or "/" when it names any other origin
 * (absolute URLs elsewhere, protocol-relative "//host", backslash tricks, javascript: ...).
 */
export function sameOriginPath(target: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
