import type { Executor } from '../../db/client';
import { tools } from '../../db/schema';

/** One tool of each type, only into an empty table: an admin's edits and deletions stay. */
export async function seedTools(db: Executor): Promise<void> {
  const existing = await db.select({ id: tools.id }).from(tools).limit(1);
  if (existing.length) return;
  await db.insert(tools).values([
    {
      type: 'ghep-anh',
      name: 'Ghép ảnh',
      description: 'Chọn trang phục trong danh mục và ghép thành một ảnh lưới ngay lập tức.',
      price: 10,
      options: {
        columns: 4,
        tileSize: 256,
        background: '#ffffff',
        title: '',
        watermark: '',
        minCards: 10,
      },
    },
    {
      type: 'ghep-anh-2',
      name: 'Ghép ảnh nâng cao',
      description:
        'Ghép trang phục và ảnh của bạn (tối đa 50 ảnh tải lên) ở chế độ chạy nền, theo dõi tiến độ trực tiếp.',
      price: 20,
      options: {
        columns: 5,
        tileSize: 256,
        background: '#101820',
        title: '',
        watermark: '',
        minCards: 10,
      },
    },
  ]);
}
