import { createStore } from 'zustand/vanilla';

/** Whether the realtime socket is connected (shown nowhere yet; read by tests and tools). */
export const realtimeStatus = createStore<{ connected: boolean }>()(() => ({ connected: false }));
