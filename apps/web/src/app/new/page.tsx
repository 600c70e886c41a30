import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { CampgroundList } from '@/features/campgrounds/components/campground-list';
import { readWhatsNewChangelog } from '@/features/guides/guide-library.server';
import { addedNote } from '@/features/whats-new/added-note';
import { parseChangelog } from '@/features/whats-new/changelog';
import { NearYouSection } from '@/features/whats-new/components/near-you';
import { type ChangedCampgrounds, listChangedCampgrounds } from '@/features/whats-new/whats-new-api.server';
import guideStyles from '@/features/guides/components/guides.module.css';
import styles from '@/features/whats-new/components/whats-new.module.css';

export const metadata: Metadata = {
  title: "What's new",
  description: `What's new on ${PRODUCT_NAME}: campgrounds just added and updated, the newest reviews and field reports near you, and the latest features.`,
  alternates: { canonical: '/new' },
};

function ChangedSection({
  id,
  title,
  note,
  empty = 'None yet.',
  changed,
}: {
  id: string;
  title: string;
  note: string;
  empty?: string;
  changed: ChangedCampgrounds;
}) {
  return (
    <section className={guideStyles.section} aria-labelledby={id}>
      <h2 id={id} className={guideStyles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.note}>{note}</p>
      {changed.campgrounds.length ? <CampgroundList campgrounds={changed.campgrounds} /> : <p>{empty}</p>}
    </section>
  );
}

export default async function WhatsNewPage() {
  const [added, updated] = await Promise.all([listChangedCampgrounds('added'), listChangedCampgrounds('updated')]);
  const changelog = parseChangelog(readWhatsNewChangelog());
  const addedText = addedNote(added.total, added.addedSince);
  return (
    <div className="page">
      <header className={guideStyles.header}>
        <h1 className={guideStyles.title}>What's new</h1>
        <p className={guideStyles.lede}>
          Campgrounds just added and updated, what campers near you are saying, and what we've built lately.
        </p>
      </header>
      <ChangedSection
        id="new-campgrounds"
        title="Recently added campgrounds"
        note={addedText.note}
        empty={addedText.empty}
        changed={added}
      />
      <ChangedSection
        id="updated-campgrounds"
        title="Recently updated campgrounds"
        note="Listings whose details changed since they were added — by their managers, our editors or a data refresh."
        changed={updated}
      />
      <section className={guideStyles.section} aria-labelledby="near-you">
        <h2 id="near-you" className={guideStyles.sectionTitle}>
          Near you
        </h2>
        <NearYouSection />
      </section>
      <section className={guideStyles.section} aria-labelledby="new-features">
        <h2 id="new-features" className={guideStyles.sectionTitle}>
          New on {PRODUCT_NAME}
        </h2>
        <div className={styles.changelog}>
          {changelog.map((entry) => (
            <div key={entry.title}>
              <h3>{entry.title}</h3>
              <div dangerouslySetInnerHTML={{ __html: entry.html }} />
            </div>
          ))}
        </div>
        <p>
          Tips and how-tos are in the <Link href="/magazine">magazine</Link>.
        </p>
      </section>
    </div>
  );
}
