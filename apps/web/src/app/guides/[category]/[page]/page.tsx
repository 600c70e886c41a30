import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PRODUCT_NAME } from '@campwise/domain';
import { JsonLd } from '@/components/ui/json-ld';
import { GuideBody } from '@/features/guides/components/guide-body';
import { GuideCardList } from '@/features/guides/components/guide-card';
import { GuidesTrail } from '@/features/guides/components/guides-trail';
import { formatGuideDate } from '@/features/guides/guide-dates';
import { articleJsonLd } from '@/features/guides/guide-json-ld';
import { findCategory, findGuide, guidesIn } from '@/features/guides/guide-library.server';
import { readingMinutes } from '@/features/guides/guide-markdown';
import { categoryPath, guidePath } from '@/features/guides/guide-paths';
import { guidesTrail } from '@/features/guides/guide-trail';
import { serverConfig } from '@/lib/config.server';
import styles from '@/features/guides/components/guides.module.css';

interface GuidePageProps {
  params: Promise<{ category: string; page: string }>;
}

async function load({ params }: GuidePageProps) {
  const { category: categorySlug, page } = await params;
  const category = findCategory(categorySlug);
  const guide = category && findGuide(category.slug, page);
  if (!category || !guide) notFound();
  return { category, guide };
}

export async function generateMetadata(props: GuidePageProps): Promise<Metadata> {
  const { guide } = await load(props);
  const path = guidePath(guide);
  return {
    title: guide.title,
    description: guide.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      title: guide.title,
      description: guide.description,
      url: `${serverConfig.publicWebUrl}${path}`,
      publishedTime: guide.date,
      modifiedTime: guide.updated,
    },
  };
}

export default async function GuidePage(props: GuidePageProps) {
  const { category, guide } = await load(props);
  const pageUrl = `${serverConfig.publicWebUrl}${guidePath(guide)}`;
  const more = guidesIn(category.slug).filter((other) => other.slug !== guide.slug);
  return (
    <div className="page">
      <GuidesTrail trail={guidesTrail(category, guide)} siteUrl={serverConfig.publicWebUrl} />
      <JsonLd data={articleJsonLd(guide, pageUrl, PRODUCT_NAME)} />
      <article className={styles.article}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <Link href={categoryPath(category.slug)}>{category.title}</Link>
          </p>
          <h1 className={styles.title}>{guide.title}</h1>
          <p className={styles.lede}>{guide.description}</p>
          <p className={styles.byline}>
            By {guide.author} · <time dateTime={guide.updated}>{formatGuideDate(guide.updated)}</time> ·{' '}
            {readingMinutes(guide.body)} min read
          </p>
        </header>
        <GuideBody markdown={guide.body} />
      </article>
      {more.length > 0 && (
        <section className={styles.section} aria-labelledby="more-guides">
          <h2 id="more-guides" className={styles.sectionTitle}>
            More in {category.title}
          </h2>
          <GuideCardList guides={more} />
        </section>
      )}
    </div>
  );
}
