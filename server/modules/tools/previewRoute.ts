// /api/tools/{id}/preview
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { ToolsContext } from './context';
import { checkRequest, composeRequest } from './composeRequest';
import type { PreviewBudget } from './previewBudget';
import { quotePrice } from '../../../common/tools';
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
      config: {
        permission: 'permission.me',
        rateLimit: freeRouteLimit,
        audit: { readsOnly: true },
      },
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
        await checkRequest(db, dataDir, userId, tool, request.body, 'preview');
        const picture = await slots.run('free', () =>
          composeRequest(db, dataDir, userId, tool, request.body, 'preview'),
        );
        return { ...picture, price: quotePrice(tool, request.body) };
      });
      return {
        data: {
          image: `data:image/jpeg;base64,${collage.image.toString('base64')}`,
          width: collage.width,
          height: collage.height,
          price: collage.price,
        },
      };
    },
  );
}
