/** The period's tokens as Mis Planes and the dashboard show them. */
export const tokenUsageMessages = {
  tokensTitle: 'Tokens del periodo',
  /** What a token buys, in the words of /precios and the FAQ (issue 28, item 8). */
  tokenRule: 'Cada comprobante emitido consume un token.',
  tokensUsed: (used: string, quota: string) => `${used} de ${quota} usados`,
  tokensRemaining: (remaining: string) => `Te quedan ${remaining}`,
  tokensUnlimited: (used: string) => `${used} usados · sin límite`,
  progressLabel: 'Tokens del periodo usados',
};
