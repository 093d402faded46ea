/** Short names of the banks most accounts are at, by NAPAS BIN: what the payer looks for. */
const BANK_NAMES: Record<string, string> = {
  '970403': 'Sacombank',
  '970405': 'Agribank',
  '970407': 'Techcombank',
  '970415': 'VietinBank',
  '970416': 'ACB',
  '970418': 'BIDV',
  '970422': 'MB Bank',
  '970423': 'TPBank',
  '970426': 'MSB',
  '970431': 'Eximbank',
  '970432': 'VPBank',
  '970436': 'Vietcombank',
  '970437': 'HDBank',
  '970440': 'SeABank',
  '970441': 'VIB',
  '970443': 'SHB',
  '970448': 'OCB',
  '970449': 'LPBank',
  '970452': 'KienlongBank',
  '970454': 'Bản Việt',
};

export const bankName = (bin: string) => BANK_NAMES[bin] ?? `Ngân hàng BIN ${bin}`;
