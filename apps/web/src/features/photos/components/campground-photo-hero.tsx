import Link from 'next/link';
import type { CommunityCampground } from '@/features/community/community-campground';
import { galleryPath, mediaPath } from '@/features/community/community-paths';
import { formatCount } from '@/lib/format';
import { type Photo, photoAlt } from '../photo-schema';
import styles from './campground-photo-hero.module.css';

/** What the hero needs of a photo: the campground's cover (ADR 0030) has these fields too. */
type HeroPhoto = Pick<Photo, 'id' | 'caption' | 'width' | 'height' | 'urls' | 'authorName'>;

interface CampgroundPhotoHeroProps {
  campground: CommunityCampground;
  /** The photo the page leads with. */
  cover: HeroPhoto;
  /** The newest photos; up to two besides the cover are shown beside it on wide screens. */
  recent: readonly HeroPhoto[];
  /** How many visible photos the campground has. */
  total: number;
}

interface HeroLinkProps {
  campground: CommunityCampground;
  photo: HeroPhoto;
  className: string | undefined;
  /** The cover: fetched first and never lazily (the page's largest picture); larger variants. */
  cover?: boolean;
}

/** One photo opening the gallery's media overlay. */
function HeroLink({ campground, photo, className, cover = false }: HeroLinkProps) {
  const { thumb, medium, large } = photo.urls;
  return (
    <Link href={mediaPath(campground, photo.id)} className={className}>
      {/* The API serves ready-made WebP variants; next/image would only resize them again. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={medium}
        srcSet={cover ? `${medium} 960w, ${large} 2048w` : `${thumb} 320w, ${medium} 960w`}
        sizes={cover ? '(min-width: 56rem) 66vw, 100vw' : '33vw'}
        width={photo.width}
        height={photo.height}
        alt={photoAlt(photo, campground.name)}
        {...(cover ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </Link>
  );
}

/**
 * The top of a campground page that has campers' photos: the cover, large, and two more beside it
 * on wide screens, each opening the gallery's media overlay, and a link to all of them.
 */
export function CampgroundPhotoHero({ campground, cover, recent, total }: CampgroundPhotoHeroProps) {
  const beside = recent.filter((photo) => photo.id !== cover.id).slice(0, 2);
  return (
    <section className={styles.hero} aria-label={`Photos of ${campground.name}`} data-beside={beside.length}>
      <HeroLink campground={campground} photo={cover} className={styles.cover} cover />
      {beside.map((photo) => (
        <HeroLink key={photo.id} campground={campground} photo={photo} className={styles.beside} />
      ))}
      <Link href={galleryPath(campground)} className={styles.all}>
        {total > 1 ? `See all ${formatCount(total, 'photo')}` : 'See it in the gallery'}
      </Link>
    </section>
  );
}
