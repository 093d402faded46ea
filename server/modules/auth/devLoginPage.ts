import { DEMO_ACCOUNTS } from '../../../common/permissions';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The development sign-in page: pick a demo account or type an e-mail. */
export function devLoginPage(): string {
  const buttons = DEMO_ACCOUNTS.map(
    (a) =>
      `<button type="submit" name="email" value="${escape(a.email)}">${escape(a.name)}<small>${escape(a.email)}</small></button>`,
  ).join('');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Đăng nhập phát triển</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#222}
.warn{background:#fff4e5;border:1px solid #f0b35b;padding:.75rem;border-radius:6px}
form{display:grid;gap:.6rem;margin-top:1rem}button{padding:.7rem;font-size:1rem;cursor:pointer;text-align:left}
small{display:block;color:#666}input{padding:.6rem;font-size:1rem}</style></head><body>
<h1>Đăng nhập phát triển</h1>
<p class="warn">Máy chủ chưa cấu hình Google. Trang này chỉ dùng để phát triển và thử nghiệm.</p>
<form method="post" action="/api/auth/dev">${buttons}</form>
<form method="post" action="/api/auth/dev"><label for="email">Hoặc nhập e-mail</label>
<input id="email" name="email" type="email" required placeholder="ten@congty.vn">
<button type="submit">Đăng nhập</button></form></body></html>`;
}
