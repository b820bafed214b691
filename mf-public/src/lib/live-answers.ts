import { createContext, useContext } from 'react';
import { LIVE_ANSWER_ATTRIBUTE } from '@facturador/federation';

/**
 * API path → its answer, given to pages rendered on the server (render-page.tsx); null in
 * the browser, where the answers come with the document.
 */
export const LiveAnswers = createContext<Record<string, unknown> | null>(null);

const answerElements = (apiPath: string) =>
  [...document.querySelectorAll(`script[${LIVE_ANSWER_ATTRIBUTE}]`)].filter(
    (element) => element.getAttribute(LIVE_ANSWER_ATTRIBUTE) === apiPath,
  );

/** The answer to `apiPath` the served document carries, if any. */
function readDocumentAnswer(apiPath: string): unknown {
  const text = answerElements(apiPath)[0]?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The answer to `apiPath` the page was rendered with: from the server render's context, or
 * in the browser from the served document. Undefined when the page must ask the API itself.
 */
export function useLiveAnswer(apiPath: string): unknown {
  const answers = useContext(LiveAnswers);
  return answers ? answers[apiPath] : readDocumentAnswer(apiPath);
}

/** Once used, the document's answer would be stale for a later visit of the page. */
export function dropLiveAnswer(apiPath: string): void {
  for (const element of answerElements(apiPath)) element.remove();
}
