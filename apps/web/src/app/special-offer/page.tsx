import type { Metadata } from 'next';
import { formatUsd, PRODUCT_NAME } from '@campwise/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { BenefitGrid } from '@/features/pro-pages/components/benefit-grid';
import { PlanSection } from '@/features/pro-pages/components/plan-section';
import { ProCta } from '@/features/pro-pages/components/pro-cta';
import { ProHero } from '@/features/pro-pages/components/pro-hero';
import { ProLinks } from '@/features/pro-pages/components/pro-links';
import styles from '@/features/pro-pages/components/pro-page.module.css';
import { isCodeShaped, offerCode, type PlanOffer, planOffer, planSummary } from '@/features/pro-pages/plan-offer';
import { loadProFigures, loadProPlan, lookupDiscountCode } from '@/features/pro-pages/pro-data.server';
import { proBenefits } from '@/features/pro-pages/pro-includes';

// Per request: the offer depends on the ?coupon= code and on the code's state right now.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: `Special offer — ${PRODUCT_NAME} PRO`,
  description: `A special offer on ${PRODUCT_NAME} PRO: free camping, public lands and cell coverage on the campground map.`,
  alternates: { canonical: '/special-offer' },
  // Each code makes its own page; none is worth indexing.
  robots: { index: false },
};

function offerTitle(offer: PlanOffer | null): string {
  if (offer?.kind === 'discount') return `${offer.discountLabel} your first year of PRO`;
  return `A special offer on ${PRODUCT_NAME} PRO`;
}

function offerLead(offer: PlanOffer | null): string {
  if (!offer) return 'Free camping, public lands and cell coverage on the campground map.';
  const { quote } = offer;
  if (offer.kind === 'discount') {
    return `With code ${offer.code}, your first year is ${formatUsd(quote.firstYear)} instead of ${formatUsd(quote.renewal)}.`;
  }
  return `${planSummary(quote)}. Cancel anytime in account settings.`;
}

export default async function SpecialOfferPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const code = offerCode((await searchParams).coupon);
  const [plan, figures, found] = await Promise.all([
    loadProPlan(),
    loadProFigures(),
    code && isCodeShaped(code) ? lookupDiscountCode(code) : Promise.resolve(null),
  ]);
  const offer = plan ? planOffer(plan, code, found) : null;
  return (
    <>
      <ProHero
        eyebrow="Special offer"
        title={offerTitle(offer)}
        lead={offerLead(offer)}
        actions={<ProCta className={styles.heroButton} />}
      />
      <div className="page">
        {offer?.kind === 'invalid' && (
          <div className={styles.section}>
            <FormAlert tone="error" messages={[`${offer.reason} The regular price is shown below.`]} />
          </div>
        )}
        <PlanSection
          plan={plan}
          offer={offer}
          freeCampgrounds={figures.freeCampgrounds}
          heading="Your offer"
          intro={
            offer?.kind === 'discount'
              ? 'The discount applies to your first year and is taken off at checkout.'
              : 'One yearly membership. Cancel anytime in account settings.'
          }
        />
        <section className={styles.section} aria-labelledby="includes-heading">
          <h2 id="includes-heading" className={styles.heading}>
            What PRO includes
          </h2>
          <BenefitGrid benefits={proBenefits(figures)} />
        </section>
        <ProLinks current="/special-offer" />
      </div>
    </>
  );
}
