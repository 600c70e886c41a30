import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { Pagination } from '@/components/ui/pagination';
import { ConnectivityTable } from '@/features/connectivity/components/connectivity-table';
import { getConnectivity } from '@/features/connectivity/connectivity-api.server';
import { AddFieldReportButton } from '@/features/field-reports/components/add-field-report-button';
import { FieldReportList } from '@/features/field-reports/components/field-report-card';
import {
  FIELD_REPORTS_PAGE_SIZE,
  fieldReportsHref,
  fieldReportsPath,
  parseFieldReportsPage,
} from '@/features/field-reports/field-report-paths';
import { listCampgroundFieldReports } from '@/features/field-reports/field-reports-api.server';
import { CampgroundSubpageBreadcrumbs } from '@/features/reviews/components/review-breadcrumbs';
import { orNull } from '@/features/community/community-api.server';
import { loadCampgroundContext } from '@/features/campgrounds/campground-context.server';
import { DemoInventoryNotice } from '@/features/sites/components/demo-inventory-notice';
import { reviewsPath } from '@/features/community/community-paths';
import { campgroundPath } from '@/lib/camping-paths';
import { formatInteger } from '@/lib/format';
import styles from '@/features/field-reports/components/field-reports.module.css';

interface FieldReportsPageProps {
  params: Promise<{ region: string; campground: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load({ params, searchParams }: FieldReportsPageProps) {
  const [{ region, campground: slug }, rawQuery] = await Promise.all([params, searchParams]);
  const page = parseFieldReportsPage(rawQuery);
  if (page === null) notFound();
  return { ...(await loadCampgroundContext(region, slug)), page };
}

export async function generateMetadata(props: FieldReportsPageProps): Promise<Metadata> {
  const { campground, page } = await load(props);
  const pageSuffix = page > 1 ? ` — page ${page}` : '';
  return {
    title: `Field reports for ${campground.name}${pageSuffix}`,
    description: `Road, access and site notes and cell signal at ${campground.name}, from campers who were there.`,
    alternates: { canonical: fieldReportsHref(fieldReportsPath(campground), page) },
  };
}

export default async function FieldReportsPage(props: FieldReportsPageProps) {
  const { campground, stateName, isCanonicalUrl, page } = await load(props);
  const basePath = fieldReportsPath(campground);
  if (!isCanonicalUrl) permanentRedirect(fieldReportsHref(basePath, page));
  const [{ reports, total }, connectivity] = await Promise.all([
    listCampgroundFieldReports(campground.id, page, FIELD_REPORTS_PAGE_SIZE),
    orNull(() => getConnectivity(campground.id), 'connectivity'),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / FIELD_REPORTS_PAGE_SIZE));
  if (page > pageCount) notFound();
  const firstShown = (page - 1) * FIELD_REPORTS_PAGE_SIZE + 1;
  const lastShown = firstShown + reports.length - 1;

  return (
    <div className="page">
      <CampgroundSubpageBreadcrumbs
        campground={campground}
        stateName={stateName}
        trail={[{ label: 'Field reports' }]}
      />
      <header className={styles.sectionHeader}>
        <h1>Field reports for {campground.name}</h1>
      </header>
      {campground.demoInventory && <DemoInventoryNotice />}
      <div className={styles.section}>
        <div className={styles.sectionHeader}>
          <AddFieldReportButton campgroundId={campground.id} campgroundName={campground.name} />
          <ul className={styles.links}>
            <li>
              <Link href={campgroundPath(campground)}>About this campground</Link>
            </li>
            <li>
              <Link href={reviewsPath(campground)}>Reviews</Link>
            </li>
          </ul>
        </div>
        <ConnectivityTable rows={connectivity} />
        <section aria-labelledby="field-report-list-heading" className={styles.section}>
          <h2 id="field-report-list-heading">Reports, most recent visit first</h2>
          {total > 0 ? (
            <>
              <p className={styles.range}>
                Showing {formatInteger(firstShown)}–{formatInteger(lastShown)} of {formatInteger(total)}
              </p>
              <FieldReportList reports={reports} />
              <Pagination
                currentPage={page}
                pageCount={pageCount}
                hrefForPage={(target) => fieldReportsHref(basePath, target)}
              />
            </>
          ) : (
            <p className={styles.muted}>No field reports yet. Been here? Be the first to add one.</p>
          )}
        </section>
      </div>
    </div>
  );
}
