// Where Stripe's onboarding sends the manager back: the portal's payouts tab of the campground
// (the web's /manager?campground={id}&tab=payouts), with `stripe=return` when onboarding was left
// (finished or not) and `stripe=refresh` when the link had expired, so the page knows to refresh
// the account's state or to ask for a new link.
export function payoutsTabUrl(publicWebUrl: string, campgroundId: number, stripe: 'return' | 'refresh'): string {
  const query = new URLSearchParams({ campground: String(campgroundId), tab: 'payouts', stripe });
  return `${publicWebUrl}/manager?${query.toString()}`;
}
