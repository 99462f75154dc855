/** The admin screens' one stylesheet, inlined: they load no other asset. */
export const ADMIN_CSS = `
:root{color-scheme:light dark;--bg:#f6f7f9;--fg:#17202a;--muted:#5b6673;--card:#fff;--line:#d6dbe1;--accent:#0b5cad;--danger:#b3261e;--ok:#1e7b34;--warn:#8a5a00}
@media (prefers-color-scheme:dark){:root{--bg:#12161b;--fg:#e8ecf0;--muted:#a3adb8;--card:#1b2129;--line:#323b46;--accent:#7db4ff;--danger:#ff8a80;--ok:#7ddc8f;--warn:#ffcc66}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,pre:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--card);padding:8px;z-index:2}
header.top{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding:10px 16px;background:var(--card);border-bottom:1px solid var(--line)}
header.top .brand{font-weight:700;text-decoration:none;color:var(--fg)}
nav.main ul{display:flex;flex-wrap:wrap;gap:4px 12px;list-style:none;margin:0;padding:0}
nav.main a{text-decoration:none;padding:4px 2px}
nav.main a[aria-current=page]{font-weight:700;border-bottom:2px solid var(--accent)}
header.top form{margin-left:auto}
main{max-width:1200px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:8px 0 16px}h2{font-size:1.15rem;margin:24px 0 8px}
.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:16px;margin-bottom:16px}
.grid{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
.stat{font-size:1.6rem;font-weight:700}
.table-wrap{overflow-x:auto;background:var(--card);border:1px solid var(--line);border-radius:8px}
table.data{border-collapse:collapse;width:100%}
table.data th,table.data td{padding:6px 10px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
table.data th{font-size:.85rem;color:var(--muted);white-space:nowrap}
table.data td.num{text-align:right;font-variant-numeric:tabular-nums}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
section.json pre{margin:0;white-space:pre-wrap;word-break:break-word}
section.json{background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:10px;overflow:auto;max-height:480px;white-space:pre-wrap;word-break:break-word}
form.filters{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:flex-end;margin-bottom:12px}
.field{display:flex;flex-direction:column;gap:2px;margin-bottom:12px}
.field label{font-weight:600}
.field .hint{color:var(--muted)}
.field-error{color:var(--danger);font-weight:600}
.has-error input,.has-error select,.has-error textarea{border-color:var(--danger)}
input,select,textarea{font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:6px 8px;max-width:100%}
textarea{width:100%;min-height:6em}
button,.button{font:inherit;border:1px solid var(--accent);background:var(--accent);color:#fff;border-radius:6px;padding:6px 14px;cursor:pointer;text-decoration:none;display:inline-block}
@media (prefers-color-scheme:dark){button,.button{color:#0b1520}}
button.secondary,.button.secondary{background:transparent;color:var(--accent)}
button.danger{background:var(--danger);border-color:var(--danger)}
.inline{display:inline}
.actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.notice{background:color-mix(in srgb,var(--ok) 15%,var(--card));border:1px solid var(--ok);border-radius:6px;padding:8px 12px}
.error-summary{background:color-mix(in srgb,var(--danger) 12%,var(--card));border:1px solid var(--danger);border-radius:6px;padding:8px 12px;margin-bottom:12px}
.badge{display:inline-block;border-radius:999px;padding:0 8px;font-size:.8rem;border:1px solid var(--line)}
.badge-failed,.badge-error,.badge-rejected,.badge-removed,.badge-revoked{color:var(--danger);border-color:var(--danger)}
.badge-completed,.badge-success,.badge-approved,.badge-added,.badge-live,.badge-active{color:var(--ok);border-color:var(--ok)}
.badge-pending,.badge-retry,.badge-changed,.badge-paused,.badge-expired{color:var(--warn);border-color:var(--warn)}
.pager{display:flex;justify-content:space-between;gap:12px;padding:10px 0}
.muted{color:var(--muted)}
.side-by-side{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
progress{width:100%}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dl.facts dt{color:var(--muted)}dl.facts dd{margin:0}
.login{max-width:380px;margin:10vh auto}
.chart{margin:12px 0 16px}.chart figcaption{font-weight:600;margin-bottom:4px}
.chart svg{display:block;width:100%;height:auto;background:var(--card);border:1px solid var(--line);border-radius:6px}
.chart-s0{fill:var(--accent);background:var(--accent)}.chart-s1{fill:var(--warn);background:var(--warn)}.chart-s2{fill:var(--danger);background:var(--danger)}
.chart-grid{stroke:var(--line);stroke-width:1}.chart-axis{fill:var(--muted);font-size:11px}
.chart-legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:0 0 4px;padding:0;font-size:13px}
.chart-swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px}
dl.totals{display:flex;flex-wrap:wrap;gap:8px 24px;margin:8px 0}dl.totals div{min-width:7rem}dl.totals dt{color:var(--muted);font-size:13px}dl.totals dd{margin:0;font-size:22px;font-weight:700}
.grid-3{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:12px}
table caption{text-align:left;font-weight:600;padding:4px 0}
.export-list{padding-left:1.2rem}.export-list li{margin:4px 0}
form.stack{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;max-width:40rem}form.stack fieldset{border:1px solid var(--line);border-radius:6px;padding:8px 12px}
label.check{display:block;margin:4px 0}
code{overflow-wrap:anywhere}
`;
