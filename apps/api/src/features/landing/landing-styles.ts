/**
 * The landing and welcome pages' whole style sheet, inlined: no request stands between a visitor
 * and the first paint. Colours are the web app's (apps/web/src/index.css), dark mode included.
 */
export const LANDING_CSS = `
:root{color-scheme:light dark;--bg:#faf6ef;--fg:#231c15;--muted:#65574a;--soft:#f1eadf;--card:#fffdf8;--primary:#92400e;--on-primary:#fffaf2;--accent:#f2b35b;--line:#3a2e22;--border:#e2d6c4;
--serif:"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,"Noto Serif",serif;--sans:"Avenir Next",Avenir,"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#16120e;--fg:#f3ece2;--muted:#bcae9b;--soft:#2a231c;--card:#201a14;--primary:#f2b35b;--on-primary:#24170a;--accent:#b7772a;--line:#f3ece2;--border:#3a3027}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 var(--sans)}
a{color:var(--primary)}
:focus-visible{outline:3px solid var(--primary);outline-offset:3px}
.skip{position:absolute;left:-999px;top:0;padding:.5rem 1rem;background:var(--card)}
.skip:focus{left:1rem;top:1rem}
.wrap{max-width:68rem;margin:0 auto;padding:0 1.25rem}
header .wrap,footer .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding-top:1rem;padding-bottom:1rem}
.brand{font:700 1.5rem var(--serif);color:var(--fg);text-decoration:none}
.hero{display:grid;gap:2rem;align-items:center;padding:2.5rem 0 3rem}
@media (min-width:48rem){.hero{grid-template-columns:1.1fr .9fr;padding:4rem 0}}
h1,h2{font-family:var(--serif);line-height:1.2}
h1{font-size:clamp(2rem,5vw,3.25rem);margin:0 0 1rem}
h2{font-size:1.5rem;margin:0 0 .75rem}
.lede{font-size:1.15rem;color:var(--muted);margin:0 0 1.5rem;max-width:36rem}
.ctas{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:0}
.btn{display:inline-block;padding:.75rem 1.25rem;border-radius:.6rem;font-weight:600;text-decoration:none;border:2px solid var(--primary)}
.btn-primary{background:var(--primary);color:var(--on-primary)}
.btn-secondary{color:var(--primary);background:transparent}
.art{width:100%;max-width:26rem;height:auto;justify-self:center}
.i-bg{fill:var(--card)}.i-soft{fill:var(--soft)}.i-accent{fill:var(--accent)}
.i-line{stroke:var(--line);stroke-width:3;stroke-linecap:round;stroke-linejoin:round;fill-opacity:1}
path.i-line:not([class*=" "]){fill:none}
.sections{display:grid;gap:1rem;padding-bottom:3rem}
.sections{grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr))}
.card{background:var(--card);border:1px solid var(--border);border-radius:1rem;padding:1.5rem}
.card ul{margin:0;padding-left:1.25rem}
.card li+li{margin-top:.4rem}
.closing{text-align:center;padding:2rem 0 4rem}
.closing p{color:var(--muted)}
.closing .ctas{justify-content:center}
footer{border-top:1px solid var(--border);color:var(--muted);font-size:.9rem}
`;
