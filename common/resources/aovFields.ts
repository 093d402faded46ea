import { slug, text, texts } from './fields';

/** Fields every Aov catalogue shares. */
export const catalogueSlug = slug('Slug', { from: 'name', unique: 'Slug này đã được dùng' });
export const catalogueName = (label: string) => text(label, { max: 100, required: true });
export const catalogueDescription = text('Mô tả', { max: 2000, multiline: true });
export const CATALOGUE_STAMPS = ['createdAt', 'updatedAt'];
/** Other names a row is found by (Vietnamese and English). */
export const catalogueAliases = texts('Tên khác', { max: 20, itemMax: 100 });
