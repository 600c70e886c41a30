// The trip planner's router setting, read from the environment in app-config.ts.
export interface RoutingConfig {
  /** Base URL of an OSRM-compatible router (ROUTING_URL); unset: great-circle routes. */
  routingUrl?: string | undefined;
}
