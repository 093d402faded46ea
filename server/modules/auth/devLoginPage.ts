import { DEMO_ACCOUNTS } from '../../../common/permissions';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html><html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Đăng nhập phát triển</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#222}
.warn{background:#fff4e5;border:1px solid #f0b35b;padding:.75rem;border-radius:6px}
form{display:grid;gap:.6rem;margin-top:1rem}button{padding:.7rem;font-size:1rem;cursor:pointer;text-align:left}
small{display:block;color:#666}input{padding:.6rem;font-size:1rem}</style></head><body>
<h1>Đăng nhập phát triển</h1>
<p class="warn">Máy chủ chưa cấu hình Google. Trang này chỉ dùng để phát triển và thử nghiệm.</p>
${body}</body></html>`;

/**
 * The development sign-in page. With the start's secret (the printed address carries it): pick a
 * demo account or type an e-mail, each form posting the secret along. Without: ask for it.
 */
export function devLoginPage(secret: string | null): string {
  if (secret === null) {
    return page(`<form method="get" action="/api/auth/dev">
<label for="secret">Mã bí mật đăng nhập phát triển</label>
<input id="secret" name="secret" type="password" required autocomplete="off">
<button type="submit">Tiếp tục</button></form>
<p>Mở địa chỉ mà <code>npm start</code> in ra khi khởi động, hoặc dán mã trong tệp
<code>dev-login-secret</code> của thư mục dữ liệu (<code>DATA_DIR</code>).</p>`);
  }
  const carried = `<input type="hidden" name="secret" value="${escape(secret)}">`;
  const buttons = DEMO_ACCOUNTS.map(
    (a) =>
      `<button type="submit" name="email" value="${escape(a.email)}">${escape(a.name)}<small>${escape(a.email)}</small></button>`,
  ).join('');
  return page(`<form method="post" action="/api/auth/dev">${carried}${buttons}</form>
<form method="post" action="/api/auth/dev">${carried}<label for="email">Hoặc nhập e-mail</label>
<input id="email" name="email" type="email" required placeholder="ten@congty.vn">
<button type="submit">Đăng nhập</button></form>`);
}
