// What a list draws only after its rows: one chunk of its own (vite.config.ts), loaded once they
// are on the screen (afterRows.tsx). react-admin's filter form brings react-hook-form with it.
export { ColumnsButton, CreateButton, Empty, FilterForm, SearchInput } from 'react-admin';
export { CappedPagination } from './CappedPagination';
export { ExportListButton } from './ExportListButton';
export { FilterMenuButton } from './FilterMenuButton';
