import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/** The react-admin calls one resource answers itself (SPEC 7's `{ data }` endpoints). */
export interface ResourceAdapter {
  getList?(params: GetListParams): Promise<GetListResult>;
  getMany?(params: GetManyParams): Promise<GetManyResult>;
  getOne?(params: GetOneParams): Promise<GetOneResult>;
  create?(params: CreateParams): Promise<CreateResult>;
  update?(params: UpdateParams): Promise<UpdateResult>;
  delete?(params: DeleteParams): Promise<DeleteResult>;
}
