const start = () => import("/assets/index-CirLooc8.js");
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
