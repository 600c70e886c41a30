import { type Map as MapLibreMap, type MapGeoJSONFeature, type MapLayerMouseEvent, Popup } from 'maplibre-gl';

export interface LayerPointerOptions {
  /** The tooltip's text for the feature under the pointer. */
  text: (feature: MapGeoJSONFeature) => string;
  onHover?: (feature: MapGeoJSONFeature) => void;
  onLeave?: () => void;
  onClick?: (feature: MapGeoJSONFeature, event: MapLayerMouseEvent) => void;
}

export interface HoverTooltip {
  /** Points at a layer's features: a pointer cursor and the tooltip over each, and its clicks. */
  follow: (layerId: string, options: LayerPointerOptions) => void;
  remove: () => void;
}

/**
 * One tooltip for a map, shared by its clickable layers: it follows the pointer over a feature and
 * goes when the pointer leaves. (A popup per layer could leave two showing where layers touch.)
 */
export function createHoverTooltip(map: MapLibreMap): HoverTooltip {
  const popup = new Popup({ closeButton: false, closeOnClick: false, offset: 12 });
  return {
    follow(layerId, { text, onHover, onLeave, onClick }) {
      map.on('mousemove', layerId, (event) => {
        const feature = event.features?.[0];
        if (!feature) return;
        map.getCanvas().style.cursor = 'pointer';
        popup.setLngLat(event.lngLat).setText(text(feature)).addTo(map);
        onHover?.(feature);
      });
      map.on('mouseleave', layerId, () => {
        map.getCanvas().style.cursor = '';
        popup.remove();
        onLeave?.();
      });
      if (onClick) {
        map.on('click', layerId, (event) => {
          const feature = event.features?.[0];
          if (feature) onClick(feature, event);
        });
      }
    },
    remove: () => popup.remove(),
  };
}
