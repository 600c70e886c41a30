/**
 * Structured data for search engines. "<" is escaped so that text from the data (a name or a
 * description) can never close the script element early.
 */
export function JsonLd({ data }: { data: Readonly<Record<string, unknown>> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
