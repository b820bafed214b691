import { createStore } from 'zustand/vanilla';

/** Whether the realtime socket is connected (the dashboard's app bar carries it as data-realtime). */
export const realtimeStatus = createStore<{ connected: boolean }>()(() => ({ connected: false }));
