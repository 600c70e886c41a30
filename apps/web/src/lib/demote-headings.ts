// Source descriptions sometimes open with their own <h1>/<h2>. Inside our page they sit under
// the "About …" h2, so they become h3 to keep one h1 per page and a sensible outline.
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h[12](?=[\s>])/gi, '<$1h3');
}
