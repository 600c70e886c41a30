// The slot sizes Campwise places, in CSS pixels (IAB names). A slot keeps its box before it is
// filled, so nothing on the page moves when the ad arrives.
export const AD_SIZES = {
  /** 300×250: fits a phone's width and the campground page's side column. */
  'medium-rectangle': { width: 300, height: 250 },
} as const;

export type AdSize = keyof typeof AD_SIZES;
