import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';

const plansSchema = z.object({ plans: z.array(z.object({ id: z.string() })) });
const chaptersSchema = z.object({ chapters: z.array(z.object({ id: z.string() })) });

async function ok(answer: ReturnType<APIRequestContext['get']>, what: string) {
  const response = await answer;
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/**
 * A plan in progress for the member signed in on `request`: the first plan started and its first
 * two chapters read today, so /reading shows the progress aside's counts, the streak and the week,
 * and today's chapter is the third. `headers` carry the Origin a page of ours would send
 * (docs/security.md#cross-site-requests), unless the context sends it already.
 */
export async function startPlanWithTwoChaptersRead(
  request: APIRequestContext,
  headers: Record<string, string> = {},
) {
  const { plans } = plansSchema.parse(
    await (await ok(request.get('/api/reading/plans'), 'reading the plans')).json(),
  );
  const planId = plans[0]?.id;
  if (!planId) throw new Error('the server has no reading plans');
  await ok(request.post(`/api/reading/plans/${planId}/start`, { headers }), 'starting the plan');
  const { chapters } = chaptersSchema.parse(
    await (
      await ok(request.get(`/api/reading/plans/${planId}/chapters`), 'reading the chapters')
    ).json(),
  );
  for (const chapter of chapters.slice(0, 2)) {
    await ok(
      request.put(`/api/reading/plans/${planId}/chapters/${chapter.id}/completion`, {
        headers,
        data: { completed: true },
      }),
      'marking a chapter read',
    );
  }
}
