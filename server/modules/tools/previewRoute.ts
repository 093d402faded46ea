// /api/tools/{id}/preview
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { ToolsContext } from './context';
import { composeCollage } from './composer';
import type { PreviewBudget } from './previewBudget';
import { layoutFor } from './layout';
import { checkPictures, loadTiles } from './pictures';
import { z } from 'zod';
import { collageRequestSchema, idParams, previewSchema } from '../../../common/schemas/tools';
import { runnableTool } from './toolLookup';

/** The free preview: the current choice, small and watermarked, answered at once. */
export function registerPreviewRoute(
  app: FastifyInstance,
  { db, dataDir, slots, freeRouteLimit }: ToolsContext,
  budget: PreviewBudget,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/tools/:id/preview',
    {
      config: { permission: 'permission.me', rateLimit: freeRouteLimit },
      schema: {
        tags: ['tools'],
        summary: 'Xem trước miễn phí (test): ảnh nhỏ có đóng dấu của lựa chọn hiện tại',
        params: idParams,
        body: collageRequestSchema,
        response: { 200: z.object({ data: previewSchema }) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      // The budget first: a refused preview costs no database work.
      const collage = await budget.spend(userId, async () => {
        const tool = await runnableTool(db, request.params.id);
        await checkPictures(db, userId, request.body);
        const layout = layoutFor(tool, request.body.options, 'preview');
        return slots.run('free', async () =>
          composeCollage(await loadTiles(db, dataDir, userId, request.body), layout),
        );
      });
      return {
        data: {
          image: `data:image/jpeg;base64,${collage.image.toString('base64')}`,
          width: collage.width,
          height: collage.height,
        },
      };
    },
  );
}
