import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbJsonLd } from '../guide-json-ld';
import type { TrailStep } from '../guide-trail';

/** The visible breadcrumbs (the last step is the current page) and their BreadcrumbList. */
export function GuidesTrail({ trail, siteUrl }: { trail: readonly TrailStep[]; siteUrl: string }) {
  return (
    <>
      <Breadcrumbs
        items={trail.map((step, index) =>
          index === trail.length - 1 ? { label: step.label } : { label: step.label, href: step.path },
        )}
      />
      <JsonLd data={breadcrumbJsonLd(trail.map((step) => ({ name: step.label, url: `${siteUrl}${step.path}` })))} />
    </>
  );
}
