/** Exporting a list (CSV or Excel) from the server. */
export const exportMessages = {
  app: {
    export: {
      button: 'Xuất tệp',
      csv: 'CSV (UTF-8)',
      xlsx: 'Excel (.xlsx)',
      progress: 'Tiến độ xuất tệp',
      rows: 'Đã nhận %{rows} / %{total} dòng',
      bytes: 'Đã nhận %{size} KB',
      done: 'Đã lưu %{fileName}',
      failed: 'Không xuất được tệp',
    },
  },
};
