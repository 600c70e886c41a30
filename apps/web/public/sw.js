// Campwise's service worker: web push only (docs/api-alerts.md "Web push"). The server sends
// JSON { title, body, url, tag }; a click focuses a Campwise tab on that page or opens one.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  // Only pages of this site: a path such as //elsewhere.example would leave it.
  const resolved = new URL(typeof message.url === 'string' ? message.url : '/', self.location.origin);
  const url = resolved.origin === self.location.origin ? resolved.href : self.location.origin + '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Campwise', {
      body: message.body || '',
      tag: message.tag || undefined,
      icon: '/icon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = event.notification.data?.url || self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
