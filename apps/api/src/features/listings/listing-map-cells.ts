// A listing's position. Moving a campground moves it between the precomputed map clusters
// (campground_map_cells) by itself: the cells follow every write to campgrounds through the
// triggers of migration 0022 (ADR 0034), inside the edit's transaction.

export interface MapPoint {
  latitude: number;
  longitude: number;
}
