/** An error the API answers as `{ message, code, errors? }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    /** More of the answer's body, e.g. a stale edit's current record. */
    readonly extraBody?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (
  message: string,
  errors?: Record<string, string>,
  code = 'BAD_REQUEST',
) => new ApiError(400, code, message, errors);
export const unauthorized = (message = 'Bạn cần đăng nhập', code = 'UNAUTHORIZED') =>
  new ApiError(401, code, message);
export const forbidden = (
  message = 'Bạn không có quyền thực hiện thao tác này',
  code = 'FORBIDDEN',
) => new ApiError(403, code, message);
export const notFound = (message = 'Không tìm thấy dữ liệu') =>
  new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new ApiError(409, code, message);
export const unprocessable = (message: string, code: string, errors?: Record<string, string>) =>
  new ApiError(422, code, message, errors);
