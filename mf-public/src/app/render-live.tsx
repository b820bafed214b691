import { plansResponseSchema } from '@facturador/contracts';
import type { LiveRender } from '@facturador/federation';
import { PLANS_PATH } from '../features/plans/api/get-plans.ts';
import { renderPage } from './render-page.tsx';
import { routes } from './routes.ts';

/** What each live API path answers; anything else is not rendered. */
const answerSchemas: Record<string, typeof plansResponseSchema | undefined> = {
  [PLANS_PATH]: plansResponseSchema,
};

/**
 * A live page rendered with the API's answer, per request, by this remote's own server
 * (docs/decisions/0010): the plans on `/precios` are in the HTML, and the page needs no
 * script to show them.
 */
const renderLive: LiveRender = async ({ path, answer }) => {
  const route = routes.find((candidate) => candidate.path === path);
  const schema = route?.liveData ? answerSchemas[route.liveData] : undefined;
  if (!route?.liveData || !schema?.safeParse(answer).success) return null;
  return renderPage(route, { [route.liveData]: answer });
};

export default renderLive;
