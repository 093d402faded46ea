/** The message and field errors the API answered, from react-admin's HttpError. */
export function apiError(error: unknown): { message: string; errors: Record<string, string> } {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  return {
    message: body?.message ?? (error as Error).message ?? 'Đã có lỗi xảy ra',
    errors: body?.errors ?? {},
  };
}

export const httpStatus = (error: unknown) => (error as { status?: number } | null)?.status;

export const formatDate = (iso: string) => new Date(iso).toLocaleString('vi-VN');
