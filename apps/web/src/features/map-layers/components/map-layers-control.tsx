'use client';

import { useEffect, useId, useState } from 'react';
import { useProUpsell } from '@/features/pro/use-pro-upsell';
import type { LayerAccess } from '../layer-selection';
import {
  COVERAGE_COLORS,
  COVERAGE_LEGEND,
  MAP_LAYER_DEFINITIONS,
  MAP_LAYER_GROUPS,
  type MapLayerDefinition,
  type MapLayerId,
} from '../map-layer-definitions';
import { TentSymbol } from './map-layers-legend';
import styles from './map-layers.module.css';

export interface MapLayersControlProps {
  /** Until the session is known the button waits, so a member never gets the upsell by mistake. */
  access: LayerAccess;
  layers: readonly MapLayerId[];
  onToggle: (id: MapLayerId) => void;
  /** Layers whose data could not be loaded, to say so beside the list. */
  failedLayers?: readonly MapLayerId[];
  buttonClassName?: string;
}

function LayerOption({
  definition,
  checked,
  onToggle,
}: {
  definition: MapLayerDefinition;
  checked: boolean;
  onToggle: (id: MapLayerId) => void;
}) {
  const noteId = useId();
  return (
    <>
      <label className={styles.option} data-disabled={definition.available ? undefined : ''}>
        <input
          type="checkbox"
          checked={definition.available && checked}
          disabled={!definition.available}
          aria-describedby={definition.note ? noteId : undefined}
          onChange={() => onToggle(definition.id)}
        />
        {definition.kind === 'point' ? (
          <TentSymbol className={styles.tent} />
        ) : (
          <span
            className={`${styles.swatch} ${definition.kind === 'area' ? '' : styles.dot}`}
            style={{ background: definition.color }}
            aria-hidden="true"
          />
        )}
        {definition.label}
      </label>
      {definition.note ? (
        <p id={noteId} className={styles.note}>
          {definition.note}
        </p>
      ) : null}
    </>
  );
}

/**
 * The map's Layers button: PRO members open the list of layers to switch on and off; anyone
 * else gets the PRO upsell (map layers are PRO only, spec section 6).
 */
export function MapLayersControl({
  access,
  layers,
  onToggle,
  failedLayers = [],
  buttonClassName,
}: MapLayersControlProps) {
  const { openProUpsell } = useProUpsell();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const isPro = access === 'pro';
  const showPanel = open && isPro;

  useEffect(() => {
    if (!showPanel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showPanel]);

  function onButton() {
    if (!isPro) {
      openProUpsell({ redirect: `${window.location.pathname}${window.location.search}` });
      return;
    }
    setOpen((value) => !value);
  }

  const failed = MAP_LAYER_DEFINITIONS.filter((definition) => failedLayers.includes(definition.id));

  return (
    <div className={styles.control}>
      <button
        type="button"
        className={buttonClassName}
        disabled={access === 'loading'}
        aria-expanded={isPro ? showPanel : undefined}
        aria-controls={showPanel ? panelId : undefined}
        onClick={onButton}
      >
        Layers <span className={styles.proBadge}>PRO</span>
      </button>
      {showPanel ? (
        <div id={panelId} className={styles.panel} role="group" aria-label="Map layers" data-testid="map-layers-panel">
          <h2>Map layers</h2>
          {MAP_LAYER_GROUPS.map((group) => (
            <fieldset key={group} className={styles.group}>
              <legend>{group}</legend>
              {MAP_LAYER_DEFINITIONS.filter((definition) => definition.group === group).map((definition) => (
                <LayerOption
                  key={definition.id}
                  definition={definition}
                  checked={layers.includes(definition.id)}
                  onToggle={onToggle}
                />
              ))}
              {group === 'Cell coverage' ? (
                <ul className={styles.legend} aria-label="Coverage legend">
                  {COVERAGE_LEGEND.map(({ rating, description }) => (
                    <li key={rating}>
                      <span
                        className={`${styles.swatch} ${styles.dot}`}
                        style={{ background: COVERAGE_COLORS[rating] }}
                        aria-hidden="true"
                      />
                      <strong>{rating}</strong> {description}
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>
          ))}
          {failed.length ? (
            <p className={styles.error} role="alert">
              Could not load {failed.map((definition) => definition.label).join(', ')}. Try again later.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
