// An ad network behind one small interface, used only when NEXT_PUBLIC_AD_NETWORK_ID is set.
// The one adapter is Google Publisher Tag (Google Ad Manager): its script is loaded the first
// time a slot nears the screen, never on pages without slots and never for PRO members.
import { loadScriptOnce } from '@/lib/load-script';

export interface AdNetworkSlot {
  /** Asks the network for a new ad in the same place. */
  refresh(): void;
  /** Gives the slot back (the page changed or the component went away). */
  destroy(): void;
}

export interface AdNetwork {
  /** Fills the element (it must have an id) with the network's ad for the slot. */
  display(slotId: string, size: { width: number; height: number }, element: HTMLElement): Promise<AdNetworkSlot>;
}

// The part of googletag Campwise uses (https://developers.google.com/publisher-tag/reference).
interface GoogleTagSlot {
  addService(service: GoogleTagPubAds): GoogleTagSlot;
}
interface GoogleTagPubAds {
  refresh(slots: GoogleTagSlot[]): void;
  disableInitialLoad(): void;
}
interface GoogleTag {
  cmd: { push(command: () => void): void };
  defineSlot(adUnitPath: string, size: [number, number], elementId: string): GoogleTagSlot | null;
  pubads(): GoogleTagPubAds;
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots: GoogleTagSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

const GPT_SCRIPT = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

let servicesEnabled = false;

function googletag(): GoogleTag {
  // GPT's documented bootstrap: commands queue on a plain array until the script takes over.
  window.googletag ??= { cmd: [] } as unknown as GoogleTag;
  return window.googletag;
}

function run<T>(command: () => T): Promise<T> {
  return new Promise((resolve, reject) =>
    googletag().cmd.push(() => {
      try {
        resolve(command());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
}

/** Google Ad Manager: ad unit /{networkCode}/{slotId}. */
export function googlePublisherTag(networkCode: string): AdNetwork {
  return {
    async display(slotId, size, element) {
      googletag();
      await loadScriptOnce(GPT_SCRIPT, { crossorigin: 'anonymous' });
      const slot = await run(() => {
        const tag = googletag();
        if (!servicesEnabled) {
          // Campwise decides when a slot is requested (near the screen) and refreshed, not GPT.
          tag.pubads().disableInitialLoad();
          tag.enableServices();
          servicesEnabled = true;
        }
        const defined = tag.defineSlot(`/${networkCode}/${slotId}`, [size.width, size.height], element.id);
        if (!defined) throw new Error(`The ad slot ${slotId} could not be defined`);
        defined.addService(tag.pubads());
        tag.display(element.id);
        tag.pubads().refresh([defined]);
        return defined;
      });
      return {
        refresh: () => void run(() => googletag().pubads().refresh([slot])),
        destroy: () => void run(() => googletag().destroySlots([slot])),
      };
    },
  };
}
