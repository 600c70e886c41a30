import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GuideBody } from '@/features/guides/components/guide-body';
import { GuideCardList } from '@/features/guides/components/guide-card';
import { GuidesTrail } from '@/features/guides/components/guides-trail';
import { findCategory, guidesIn } from '@/features/guides/guide-library.server';
import { categoryPath } from '@/features/guides/guide-paths';
import { guidesTrail } from '@/features/guides/guide-trail';
import { serverConfig } from '@/lib/config.server';
import styles from '@/features/guides/components/guides.module.css';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

async function load({ params }: CategoryPageProps) {
  const category = findCategory((await params).category);
  if (!category) notFound();
  return category;
}

export async function generateMetadata(props: CategoryPageProps): Promise<Metadata> {
  const category = await load(props);
  return {
    title: `${category.title} guides`,
    description: category.description,
    alternates: { canonical: categoryPath(category.slug) },
  };
}

export default async function GuideCategoryPage(props: CategoryPageProps) {
  const category = await load(props);
  return (
    <div className="page">
      <GuidesTrail trail={guidesTrail(category)} siteUrl={serverConfig.publicWebUrl} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Guides</p>
        <h1 className={styles.title}>{category.title}</h1>
        <p className={styles.lede}>{category.description}</p>
      </header>
      {category.intro.trim() && (
        <div className={styles.article}>
          <GuideBody markdown={category.intro} />
        </div>
      )}
      <section className={styles.section} aria-labelledby="category-guides">
        <h2 id="category-guides" className={styles.sectionTitle}>
          Guides in {category.title}
        </h2>
        <GuideCardList guides={guidesIn(category.slug)} />
      </section>
    </div>
  );
}
