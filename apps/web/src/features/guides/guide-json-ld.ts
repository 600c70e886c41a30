// schema.org markup for the guides: an Article for each guide and a BreadcrumbList for every
// guides page, so search engines can show the headline, dates and the trail back to the index.
import type { Guide } from './guide-document';

export interface Trail {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(trail: readonly Trail[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function articleJsonLd(guide: Guide, pageUrl: string, siteName: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.description,
    datePublished: guide.date,
    dateModified: guide.updated,
    author: { '@type': 'Organization', name: guide.author },
    publisher: { '@type': 'Organization', name: siteName },
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
  };
}
