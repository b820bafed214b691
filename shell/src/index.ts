// Async boundary: Module Federation negotiates shared libraries before the app runs.
import('./bootstrap.tsx').catch((error: unknown) => {
  console.error(error);
});
