// Third-party scripts (an ad network, a chat provider) are loaded only when a feature needs them,
// once per page however many components ask; a failed load can be tried again.
const loads = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const pending = loads.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`${new URL(src).hostname} could not be loaded`));
    };
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}
