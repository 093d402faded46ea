/** /app/transaction/{transactionId} */
export { TransactionPage } from './TransactionPage';
