import { z } from 'zod';
import { idParam } from './ids';
import { lineText } from './text';

/** One sign-in identity of an account: who its provider says it is. */
export const identityRow = z.object({
  id: z.number().int(),
  issuer: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});

/** What an admin types to link an identity: the issuer's URL and the subject (`sub`) it signs. */
export const identityInput = z
  .object({
    issuer: z
      .string('Hãy nhập nhà cung cấp (issuer)')
      .trim()
      .pipe(z.url('Nhà cung cấp (issuer) phải là một URL').max(512, 'Issuer dài quá 512 ký tự')),
    subject: lineText('Hãy nhập mã danh tính (subject)')
      .trim()
      .min(1, 'Hãy nhập mã danh tính (subject)')
      .max(255, 'Mã danh tính dài quá 255 ký tự'),
  })
  .strict();

export const identityParams = z.object({
  id: idParam('người dùng'),
  identityId: idParam('danh tính'),
});
