/** Someone with a record's edit page open, as `POST /api/events/presence` and `presence` events tell. */
export interface EditViewer {
  id: number;
  name: string;
}
