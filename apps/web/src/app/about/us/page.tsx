import type { Metadata } from 'next';
import Link from 'next/link';
import { DATA_SOURCES, PRODUCT_NAME } from '@campwise/domain';
import styles from '@/components/ui/prose.module.css';

export const metadata: Metadata = {
  title: `About ${PRODUCT_NAME}`,
  description: `${PRODUCT_NAME} helps campers find campgrounds across the United States on a map, built from open data: Recreation.gov, OpenStreetMap, uscampgrounds.info, the National Park Service and more.`,
  alternates: { canonical: '/about/us' },
};

const { ridb, uscampgrounds, osm, simplemaps, nps, usfs, naturalEarth, dbip } = DATA_SOURCES;

export default function AboutPage() {
  return (
    <div className="page">
      <div className={styles.prose}>
        <h1>About {PRODUCT_NAME}</h1>
        <p className={styles.lead}>
          {PRODUCT_NAME} helps you find a place to camp. We gather campgrounds from public and community datasets into
          one map of the United States, so you can see what is near where you want to go — from first-come, first-served
          sites in a national forest to full-hookup RV parks.
        </p>

        <section aria-labelledby="what-heading">
          <h2 id="what-heading">What you will find here</h2>
          <ul>
            <li>
              <Link href="/#states">Every state</Link> with the campgrounds we know of there, sortable by name, size or
              our recommendation.
            </li>
            <li>
              A page for each campground with its location on a map, site types, amenities, fees, season, elevation,
              reservation status and contact details, plus the campgrounds closest to it.
            </li>
            <li>The source of every listing, so you can check a detail with the people who publish it.</li>
          </ul>
          <p>
            Conditions at a campground change: fees rise, seasons shift, roads close and fire restrictions come and go.
            Before you set out, confirm the details with the agency or business that runs the campground.
          </p>
        </section>

        <section id="data" aria-labelledby="data-heading">
          <h2 id="data-heading">Where our data comes from</h2>
          <p>
            {PRODUCT_NAME} is built on open data. When the same campground appears in several datasets we merge the
            records into one listing and keep a link to each source. These are the datasets we use and the terms they
            come with.
          </p>
          <ul className={styles.sourceList}>
            <li>
              <h3>{ridb.name}</h3>
              <p>
                Federal campgrounds bookable through Recreation.gov, with descriptions, contact details and reservation
                status. {ridb.license}. <a href={ridb.url}>{ridb.attribution}</a>.
              </p>
            </li>
            <li>
              <h3>OpenStreetMap</h3>
              <p>
                Campgrounds and campsites mapped by volunteers around the country.{' '}
                <a href={osm.url}>{osm.attribution}</a>. OpenStreetMap data is available under the{' '}
                <a href="https://opendatacommons.org/licenses/odbl/1-0/">Open Database License (ODbL) 1.0</a>. The ODbL
                is a share-alike licence: if you publicly use a database derived from the OpenStreetMap data in{' '}
                {PRODUCT_NAME}, you must credit OpenStreetMap and offer that database under the ODbL as well.
              </p>
            </li>
            <li>
              <h3>{uscampgrounds.name}</h3>
              <p>
                A long-running hand-compiled directory of US campgrounds by Tom Hillegass, with site counts, hookups,
                fees and nearest towns. {uscampgrounds.license}: &ldquo;You are welcome to use this data in any way you
                wish.&rdquo; <a href={uscampgrounds.url}>{uscampgrounds.attribution}</a>. The directory was last updated
                around 2014, so its details are the most likely to be out of date.
              </p>
            </li>
            <li>
              <h3>{simplemaps.name}</h3>
              <p>
                Names and locations of US cities and towns, used to name the nearest town to each campground and to list
                camping near each town. <a href={simplemaps.url}>{simplemaps.attribution}</a>, licensed under{' '}
                <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0 (CC BY 4.0)</a>.
              </p>
            </li>
            <li>
              <h3>{nps.name}</h3>
              <p>
                National park units and their locations. Works of the US federal government are in the public domain.{' '}
                <a href={nps.url}>{nps.attribution}</a>.
              </p>
            </li>
            <li>
              <h3>{usfs.name}</h3>
              <p>
                National forest ranger-district boundaries, used to tell which campgrounds lie inside each national
                forest. Works of the US federal government are in the public domain.{' '}
                <a href={usfs.url}>{usfs.attribution}</a>.
              </p>
            </li>
            <li>
              <h3>{naturalEarth.name}</h3>
              <p>
                The state outlines on our maps and the boundaries of the major national parks. Natural Earth is free
                vector map data in the public domain. <a href={naturalEarth.url}>{naturalEarth.attribution}</a>.
              </p>
            </li>
            <li>
              <h3>{dbip.name}</h3>
              <p>
                Where the search map opens: your approximate location, from your IP address (we do not store it).{' '}
                <a href={dbip.url}>{dbip.attribution}</a>, licensed under{' '}
                <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0 (CC BY 4.0)</a>.
              </p>
            </li>
          </ul>
          <p>
            Maps are drawn in your browser with <a href="https://maplibre.org/">MapLibre GL JS</a>, open-source software
            under the BSD 3-Clause licence.
          </p>
        </section>

        <section aria-labelledby="corrections-heading">
          <h2 id="corrections-heading">Corrections</h2>
          <p>
            Most of our listings can be improved at their source. If an OpenStreetMap campground is wrong or missing,
            you can fix it on <a href="https://www.openstreetmap.org/">openstreetmap.org</a> and the change will reach{' '}
            {PRODUCT_NAME} with a later data update. For campgrounds on Recreation.gov, the agency that manages the
            campground keeps that record.
          </p>
        </section>
      </div>
    </div>
  );
}
