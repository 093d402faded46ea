import type { RestContext } from './context';

/**
 * `POST /{path}/:id/{name}`, an action on one row beside the resource's CRUD: its own
 * permission (the resource's write access by default), run in one transaction on a row within
 * the request's scope (404 otherwise), answered with the record as it then stands, and audited
 * with the record before and after under the action's own route.
 */
export function registerActions(context: RestContext) {
  const { api, resource, tags, idParams } = context;
  for (const [name, action] of Object.entries(resource.actions ?? {})) {
    api.post(
      `/${resource.path}/:id/${name}`,
      {
        ...context.resolveScope,
        config: {
          permission: action.permission ?? context.writeConfig.permission,
          audit: context.audit,
        },
        schema: {
          tags,
          summary: action.summary,
          params: idParams,
          response: { 200: resource.record },
        },
      },
      async (request) => {
        const { id } = request.params;
        await context.db.transaction(async (tx) => {
          await context.findOne(request, id, tx);
          await action.run(tx, id, request);
        });
        return context.answerOne(request, id);
      },
    );
  }
}
